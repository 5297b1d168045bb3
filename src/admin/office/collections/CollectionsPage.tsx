import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ContentCollectionList } from '../../../domain/contracts/content';
import { href } from '../../../shell/lib/routes';
import { AdminPage, type Crumb } from '../../shared/AdminPage';
import { DataTable, type Column } from '../../shared/DataTable';
import { QueryState } from '../../shared/QueryState';
import { EmptyState } from '../../shared/States';
import { useCollections, useCollectionsScreen } from './api';
import { CollectionFormDialog } from './CollectionFormDialog';
import { ContentBar } from '../shared/content/ContentBar';

type Row = ContentCollectionList['collections'][number];

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

export const contentLanguage = (language: string): 'nl' | 'en' => (language.startsWith('en') ? 'en' : 'nl');

/** Ontwikkelen › Somverzamelingen; a link on a collection's page (its title names the collection). */
export function collectionCrumbs(t: (key: string) => string, linked = false): Crumb[] {
  return [
    { label: t('develop'), to: href('o-programmas') },
    { label: t('list.title'), ...(linked ? { to: href('o-somverzamelingen') } : {}) },
  ];
}

/** o-somverzamelingen: every sum collection, and a new one. */
export function CollectionsPage() {
  const { t } = useCollectionsScreen();
  const styles = useStyles();
  const language = contentLanguage(useTranslation().i18n.language);
  const collections = useCollections();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const title = t('list.title');
  const add = (
    <Button appearance="primary" onClick={() => setAdding(true)}>
      {t('list.add')}
    </Button>
  );
  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('list.columns.name'),
      cell: (c) => (
        <>
          <RouterLink className={styles.name} to={href('o-somverzameling', { somverzamelingId: c.id })}>
            {c.name[language]}
          </RouterLink>
          <span className={styles.sub}>{c.sumKeys.slice(0, 4).join(', ')}…</span>
        </>
      ),
    },
    { key: 'size', header: t('list.columns.size'), width: '14%', cell: (c) => c.size },
    {
      key: 'status',
      header: t('list.columns.status'),
      width: '20%',
      hideBelow: 'sm',
      cell: (c) =>
        c.draft && (
          <Badge appearance="tint" color="warning">
            {t('draft.changed')}
          </Badge>
        ),
    },
  ];
  return (
    <AdminPage title={title} crumbs={collectionCrumbs(t)} intro={t('list.intro')} actions={add}>
      <ContentBar />
      <QueryState
        query={collections}
        isEmpty={(data) => data.collections.length === 0}
        empty={
          <EmptyState title={t('list.empty')} action={add}>
            {t('list.emptyText')}
          </EmptyState>
        }
      >
        {(data) => (
          <DataTable
            label={title}
            columns={columns}
            rows={data.collections}
            rowKey={(c) => c.id}
            rowTestId={(c) => `collection-${c.id}`}
          />
        )}
      </QueryState>
      {adding && (
        <CollectionFormDialog
          onClose={() => setAdding(false)}
          onSaved={(saved) => void navigate(href('o-somverzameling', { somverzamelingId: saved.id }))}
        />
      )}
    </AdminPage>
  );
}
