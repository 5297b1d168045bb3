import { Badge, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import type { GeneratorSettingRecord } from '../../../domain/contracts/content';
import { href } from '../../../shell/lib/routes';
import { AdminPage } from '../../shared/AdminPage';
import { AppLink } from '../../shared/AppLink';
import { DataTable, type Column } from '../../shared/DataTable';
import { QueryState } from '../../shared/QueryState';
import { EmptyState } from '../../shared/States';
import { ContentBar } from '../shared/content/ContentBar';
import { useGeneratorSettings, useGeneratorsScreen } from './api';

const useStyles = makeStyles({
  search: { maxWidth: '420px', width: '100%', marginBottom: '12px' },
  name: { fontWeight: 600 },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  count: { margin: '0 0 8px', color: tokens.colorNeutralForeground2 },
});

/** o-gensettingssommen: every generator setting, in the line's teaching order, with its drafts marked. */
export function GeneratorSettingsPage() {
  const { t } = useGeneratorsScreen();
  const styles = useStyles();
  const settings = useGeneratorSettings();
  const [params, setParams] = useSearchParams();
  const search = params.get('zoek') ?? '';
  const matches = (s: GeneratorSettingRecord) => {
    const words = search.trim().toLowerCase();
    if (!words) return true;
    return [s.id, s.name.nl, s.name.en, ...s.practiceTaskIds].some((text) => text.toLowerCase().includes(words));
  };

  const columns: Column<GeneratorSettingRecord>[] = [
    {
      key: 'name',
      header: t('generators.columns.name'),
      cell: (s) => {
        const to = href('o-gensettingssom', { gensettingssomId: s.id });
        return (
          <>
            <AppLink to={to} className={styles.name}>
              {s.name.nl}
            </AppLink>
            <span className={styles.sub}>
              {s.practiceTaskIds.length
                ? t('generators.tasks', { tasks: s.practiceTaskIds.join(', ') })
                : t('generators.noTask')}
            </span>
          </>
        );
      },
    },
    {
      key: 'generator',
      header: t('generators.columns.generator'),
      width: '22%',
      hideBelow: 'sm',
      cell: (s) => t(`generators.names.${s.setting.generator}`),
    },
    { key: 'sums', header: t('generators.columns.sums'), width: '10%', hideBelow: 'md', cell: (s) => s.bankSize },
    {
      key: 'status',
      header: t('generators.columns.status'),
      width: '9em',
      cell: (s) => (
        <Badge appearance="tint" color={s.draft ? 'warning' : 'success'}>
          {t(s.draft ? 'generators.status.draft' : 'generators.status.published')}
        </Badge>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('generators.title')}
      crumbs={[{ label: t('generators.develop'), to: href('o-programmas') }, { label: t('generators.title') }]}
      intro={t('generators.intro')}
    >
      <ContentBar />
      <Input
        className={styles.search}
        type="search"
        aria-label={t('generators.search')}
        placeholder={t('generators.search')}
        value={search}
        onChange={(_e, d) => setParams(d.value ? { zoek: d.value } : {}, { replace: true })}
      />
      <QueryState query={settings}>
        {({ settings: all }) => {
          const rows = all.filter(matches);
          if (!rows.length)
            return <EmptyState title={t('generators.empty')}>{t('generators.emptyText')}</EmptyState>;
          return (
            <>
              <p className={styles.count}>{t('generators.count', { count: rows.length })}</p>
              <DataTable
                label={t('generators.title')}
                columns={columns}
                rows={rows}
                rowKey={(s) => s.id}
                rowTestId={(s) => `setting-${s.id}`}
              />
            </>
          );
        }}
      </QueryState>
    </AdminPage>
  );
}
