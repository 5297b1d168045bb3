import { Badge, Button, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { parseSumCsv, type CsvLineProblem } from '../../../domain';
import type { CollectionDetail } from '../../../domain/contracts/content-line';
import { href } from '../../../shell/lib/routes';
import { AdminPage } from '../../shared/AdminPage';
import { DataTable, type Column } from '../../shared/DataTable';
import { DownloadButton } from '../../shared/DownloadButton';
import { QueryState } from '../../shared/QueryState';
import { EmptyState, ErrorState, Notice } from '../../shared/States';
import { collectionCsvPath, useCollection, useCollectionsScreen, useSaveCollection } from './api';
import { CollectionFormDialog } from './CollectionFormDialog';
import { collectionCrumbs, contentLanguage } from './CollectionsPage';
import { ImportCsvDialog } from './ImportCsvDialog';
import { ContentBar } from '../shared/content/ContentBar';

type Sum = CollectionDetail['sums'][number];

const useStyles = makeStyles({
  section: { maxWidth: '900px', marginBottom: '24px' },
  h2: { fontSize: tokens.fontSizeBase500, margin: '24px 0 8px' },
  addRow: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'flex-end' },
  grow: { flexGrow: 1, minWidth: '240px' },
  key: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  sum: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  tasks: { margin: 0, paddingLeft: '20px' },
  problems: { margin: '4px 0 0', paddingLeft: '20px' },
});

/** o-somverzameling: one collection's sums: add, remove, rename, CSV import and export, every sum checked. */
export function CollectionPage() {
  const { somverzamelingId = '' } = useParams();
  const { t } = useCollectionsScreen();
  const styles = useStyles();
  const language = contentLanguage(useTranslation().i18n.language);
  const collection = useCollection(somverzamelingId);
  const save = useSaveCollection(somverzamelingId);
  const [dialog, setDialog] = useState<'rename' | 'import' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [typedProblems, setTypedProblems] = useState<readonly CsvLineProblem[]>([]);
  const data = collection.data;
  const name = data?.name[language] ?? somverzamelingId;

  const reason = (p: CsvLineProblem) =>
    p.reason === 'duplicate' ? t('errors.duplicate', { first: p.firstLine }) : t(`errors.${p.reason}`);

  const addTyped = (current: CollectionDetail) => {
    const existing = current.sums.map((s) => s.key);
    const { keys, problems } = parseSumCsv(typed, existing);
    setTypedProblems(problems);
    if (problems.length) return;
    if (!keys.length) {
      setTypedProblems([]);
      return;
    }
    save.mutate(
      { name: current.name, sumKeys: [...existing, ...keys] },
      {
        onSuccess: () => {
          setTyped('');
          setNotice(t('detail.added', { count: keys.length }));
        },
      },
    );
  };

  const remove = (current: CollectionDetail, sum: Sum) =>
    save.mutate(
      { name: current.name, sumKeys: current.sums.map((s) => s.key).filter((k) => k !== sum.key) },
      { onSuccess: () => setNotice(t('detail.removed', { sum: sum.text })) },
    );

  const columns = (current: CollectionDetail): Column<Sum>[] => [
    { key: 'sum', header: t('detail.columns.sum'), cell: (s) => <span className={styles.sum}>{s.text}</span> },
    { key: 'answer', header: t('detail.columns.answer'), width: '20%', cell: (s) => s.answer },
    {
      key: 'key',
      header: t('detail.columns.key'),
      width: '28%',
      hideBelow: 'sm',
      cell: (s) => <span className={styles.key}>{s.key}</span>,
    },
    {
      key: 'remove',
      header: t('detail.columns.remove'),
      hiddenHeader: true,
      width: '56px',
      cell: (s) => (
        <Button
          appearance="subtle"
          icon={<Delete20Regular />}
          aria-label={t('detail.remove', { sum: s.text })}
          style={{ minWidth: 44, minHeight: 44 }}
          disabled={save.isPending}
          onClick={() => remove(current, s)}
        />
      ),
    },
  ];

  return (
    <AdminPage
      title={name}
      crumbs={collectionCrumbs(t, true)}
      actions={
        data && (
          <>
            <Button onClick={() => setDialog('rename')}>{t('detail.rename')}</Button>
            <Button onClick={() => setDialog('import')}>{t('detail.import')}</Button>
            <DownloadButton
              path={collectionCsvPath(data.id)}
              fileName={`${data.id}.csv`}
              label={t('detail.export')}
              pendingLabel={t('detail.exporting')}
            />
          </>
        )
      }
      intro={
        data && (
          <>
            {t('detail.sums', { count: data.sums.length })}
            {data.draft && (
              <>
                {' '}
                <Badge appearance="tint" color="warning">
                  {t(`draft.${data.draft}`)}
                </Badge>
              </>
            )}
          </>
        )
      }
    >
      <ContentBar />
      <Notice>{notice}</Notice>
      <QueryState query={collection}>
        {(current) => (
          <>
            <section className={styles.section} aria-labelledby="used-by">
              <h2 id="used-by" className={styles.h2}>
                {t('detail.usedBy')}
              </h2>
              {current.taskIds.length === 0 ? (
                <p>{t('detail.usedByNone')}</p>
              ) : (
                <ul className={styles.tasks}>
                  {current.taskIds.map((id) => (
                    <li key={id}>
                      <RouterLink to={`${href('o-oefentaken')}?oefentaak=${encodeURIComponent(id)}`}>{id}</RouterLink>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className={styles.section} aria-labelledby="add-sums">
              <h2 id="add-sums" className={styles.h2}>
                {t('detail.addTitle')}
              </h2>
              <form
                className={styles.addRow}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  addTyped(current);
                }}
              >
                <Field
                  className={styles.grow}
                  label={t('detail.addLabel')}
                  hint={t('form.sumsHint')}
                  validationMessage={
                    typedProblems.length > 0 ? (
                      <ul className={styles.problems}>
                        {typedProblems.map((p) => (
                          <li key={p.line}>{t('csv.line', { line: p.line, reason: `${reason(p)} (“${p.text}”)` })}</li>
                        ))}
                      </ul>
                    ) : undefined
                  }
                >
                  <Textarea value={typed} onChange={(_e, d) => setTyped(d.value)} rows={3} resize="vertical" />
                </Field>
                <Button type="submit" appearance="primary" disabled={save.isPending || !typed.trim()}>
                  {t('detail.add')}
                </Button>
              </form>
              {save.isError && <ErrorState error={save.error} />}
            </section>
            {current.sums.length === 0 ? (
              <EmptyState title={t('detail.empty')}>{t('detail.emptyText')}</EmptyState>
            ) : (
              <DataTable
                label={name}
                columns={columns(current)}
                rows={current.sums}
                rowKey={(s) => s.key}
                rowTestId={(s) => `sum-${s.key}`}
              />
            )}
            {dialog === 'rename' && (
              <CollectionFormDialog
                collection={current}
                onClose={() => setDialog(null)}
                onSaved={(saved) => {
                  setNotice(t('detail.saved', { name: saved.name[language] }));
                  setDialog(null);
                }}
              />
            )}
            {dialog === 'import' && (
              <ImportCsvDialog
                collectionId={current.id}
                onClose={() => setDialog(null)}
                onImported={(file) => {
                  setNotice(t('csv.imported', { file }));
                  setDialog(null);
                }}
              />
            )}
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
