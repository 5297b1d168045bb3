import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { SumFeatureList } from '../../../domain/contracts/content-line';
import { href } from '../../../shell/lib/routes';
import { AdminPage } from '../../shared/AdminPage';
import { DataTable, type Column } from '../../shared/DataTable';
import { QueryState } from '../../shared/QueryState';
import { EmptyState } from '../../shared/States';
import { useLine, useLineScreen, useSumFeatures } from './api';
import { LineLinks, contentLanguage, lineCrumbs } from './develop';
import { ContentBar } from '../shared/content/ContentBar';

type Row = SumFeatureList['features'][number];

const useStyles = makeStyles({
  feature: { fontWeight: tokens.fontWeightSemibold },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  tasks: { margin: 0, paddingLeft: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '2px 12px' },
  summary: { cursor: 'pointer' },
});

/**
 * o-somkenmerken: the features of the line's sums (operation, kind of answer, number range, crossing
 * the ten or hundred, times table) as the engine reads them, with the tasks that practise each. A
 * reference read from the content, not a list to edit: the features follow from the sums.
 */
export function SumFeaturesPage() {
  const { t } = useLineScreen();
  const styles = useStyles();
  const language = contentLanguage(useTranslation().i18n.language);
  const features = useSumFeatures();
  const line = useLine();
  const taskName = (id: string) => line.data?.tasks.find((task) => task.id === id)?.name[language] ?? id;
  const valueText = (row: Row) => {
    switch (row.feature) {
      case 'operation':
        return t(`operation.${row.value}`, { defaultValue: row.value });
      case 'answerKind':
        return t(`answerKind.${row.value}`, { defaultValue: row.value });
      case 'range':
        return t('features.upTo', { n: row.value });
      case 'table':
        return t('features.tableOf', { n: row.value });
      default:
        return t('features.yes');
    }
  };
  const columns: Column<Row>[] = [
    {
      key: 'feature',
      header: t('features.columns.feature'),
      width: '22%',
      cell: (row) => <span className={styles.feature}>{t(`features.feature.${row.feature}`)}</span>,
    },
    { key: 'value', header: t('features.columns.value'), width: '20%', cell: valueText },
    { key: 'sums', header: t('features.columns.sums'), width: '10%', hideBelow: 'sm', cell: (row) => row.sums },
    {
      key: 'tasks',
      header: t('features.columns.tasks'),
      cell: (row) => (
        <details>
          <summary className={styles.summary}>{t('features.taskCount', { count: row.taskIds.length })}</summary>
          <ul className={styles.tasks} aria-label={t('features.showTasks', { feature: t(`features.feature.${row.feature}`), value: valueText(row) })}>
            {row.taskIds.map((id) => (
              <li key={id}>
                <RouterLink to={`${href('o-oefentaken')}?oefentaak=${encodeURIComponent(id)}`}>{taskName(id)}</RouterLink>
              </li>
            ))}
          </ul>
        </details>
      ),
    },
  ];
  const title = t('features.title');
  return (
    <AdminPage title={title} crumbs={lineCrumbs(t, 'o-somkenmerken')} intro={t('features.intro')}>
      <LineLinks t={t} current="o-somkenmerken" />
      <ContentBar />
      <QueryState
        query={features}
        isEmpty={(data) => data.features.length === 0}
        empty={<EmptyState title={t('features.empty')}>{t('features.emptyText')}</EmptyState>}
      >
        {(data) => (
          <DataTable
            label={title}
            columns={columns}
            rows={data.features}
            rowKey={(row) => `${row.feature}=${row.value}`}
            rowTestId={(row) => `feature-${row.feature}-${row.value}`}
          />
        )}
      </QueryState>
    </AdminPage>
  );
}
