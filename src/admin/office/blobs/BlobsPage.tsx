import { Badge, Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { BlobRecord } from '../../../domain/contracts/content';
import { BlobArt } from '../../../shell/lib/ui/blob-art/BlobArt';
import { AdminPage } from '../../shared/AdminPage';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { DataTable, type Column } from '../../shared/DataTable';
import { QueryState } from '../../shared/QueryState';
import { RowMenu } from '../../shared/RowMenu';
import { EmptyState, ErrorState, Notice } from '../../shared/States';
import { ContentBar } from '../shared/content/ContentBar';
import { useBlobs, useBlobsScreen, useDeleteBlob } from './api';
import { BlobEditorDialog } from './BlobEditorDialog';

const useStyles = makeStyles({
  thumb: {
    display: 'block',
    width: '56px',
    height: '56px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#eef3f8',
  },
  name: { fontWeight: tokens.fontWeightSemibold, textAlign: 'start' },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  narrowOnly: { '@media (min-width: 600px)': { display: 'none' } },
  badges: { display: 'flex', flexWrap: 'wrap', gap: '4px' },
});

const RARITY_COLOR = { common: 'informative', rare: 'brand', legendary: 'warning' } as const;

/** `open: false`: closed but still mounted, so Fluent's modal gives the page back cleanly. */
type Dialog = { kind: 'edit'; blob: BlobRecord | null } | { kind: 'delete'; blob: BlobRecord; open: boolean };

/** o-spaarkaarten: the blobs children buy, made and changed as drafts in the part editor. */
export function BlobsPage() {
  const { t } = useBlobsScreen();
  const styles = useStyles();
  const blobs = useBlobs();
  const remove = useDeleteBlob();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const edit = (blob: BlobRecord | null) => {
    setNotice(null);
    setDialog({ kind: 'edit', blob });
  };
  const closeDelete = () => setDialog((d) => (d?.kind === 'delete' ? { ...d, open: false } : d));

  const status = (blob: BlobRecord) =>
    blob.isNew ? (
      <Badge appearance="filled" color="warning">
        {t('blobs.status.new')}
      </Badge>
    ) : blob.draft ? (
      <Badge appearance="filled" color="warning">
        {t('blobs.status.draft')}
      </Badge>
    ) : (
      <Badge appearance="tint" color="success">
        {t('blobs.status.published')}
      </Badge>
    );

  const columns: Column<BlobRecord>[] = [
    {
      key: 'look',
      header: t('blobs.columns.look'),
      width: '80px',
      cell: (blob) => <BlobArt look={blob.look} rarity={blob.rarity} size={56} className={styles.thumb} />,
    },
    {
      key: 'name',
      header: t('blobs.columns.name'),
      cell: (blob) => (
        <>
          <Link as="button" className={styles.name} onClick={() => edit(blob)}>
            {blob.name.nl}
          </Link>
          <span className={styles.sub}>{blob.name.en}</span>
          <span className={`${styles.sub} ${styles.narrowOnly}`}>
            {t('blobs.coins', { count: blob.price })} · {t(`blobs.rarity.${blob.rarity}`)}
          </span>
          <span className={`${styles.badges} ${styles.narrowOnly}`}>
            {status(blob)}
            {!blob.available && (
              <Badge appearance="outline" color="subtle">
                {t('blobs.availability.no')}
              </Badge>
            )}
          </span>
        </>
      ),
    },
    {
      key: 'price',
      header: t('blobs.columns.price'),
      width: '14%',
      hideBelow: 'sm',
      cell: (blob) => t('blobs.coins', { count: blob.price }),
    },
    {
      key: 'rarity',
      header: t('blobs.columns.rarity'),
      width: '15%',
      hideBelow: 'md',
      cell: (blob) => (
        <Badge appearance="tint" color={RARITY_COLOR[blob.rarity]}>
          {t(`blobs.rarity.${blob.rarity}`)}
        </Badge>
      ),
    },
    {
      key: 'available',
      header: t('blobs.columns.available'),
      width: '17%',
      hideBelow: 'sm',
      cell: (blob) =>
        blob.available ? (
          <Badge appearance="tint" color="success">
            {t('blobs.availability.yes')}
          </Badge>
        ) : (
          <Badge appearance="outline" color="subtle">
            {t('blobs.availability.no')}
          </Badge>
        ),
    },
    {
      key: 'status',
      header: t('blobs.columns.status'),
      width: '15%',
      hideBelow: 'sm',
      cell: status,
    },
    {
      key: 'actions',
      header: t('common:admin.actions'),
      hiddenHeader: true,
      width: '56px',
      cell: (blob) => (
        <RowMenu
          label={t('blobs.menu', { name: blob.name.nl })}
          actions={[
            { label: t('blobs.edit'), onClick: () => edit(blob) },
            {
              label: t('blobs.delete'),
              hidden: !blob.isNew,
              onClick: () => {
                remove.reset();
                setDialog({ kind: 'delete', blob, open: true });
              },
            },
          ]}
        />
      ),
    },
  ];

  const title = t('blobs.title');
  const create = (
    <Button appearance="primary" onClick={() => edit(null)}>
      {t('blobs.create')}
    </Button>
  );
  return (
    <AdminPage title={title} intro={t('blobs.intro')} actions={create}>
      <ContentBar />
      <Notice>{notice}</Notice>
      <QueryState
        query={blobs}
        isEmpty={(data) => data.blobs.length === 0}
        empty={
          <EmptyState title={t('blobs.empty')} action={create}>
            {t('blobs.emptyText')}
          </EmptyState>
        }
      >
        {(data) => (
          <DataTable
            label={title}
            columns={columns}
            rows={data.blobs}
            rowKey={(blob) => blob.id}
            rowTestId={(blob) => `blob-row-${blob.id}`}
          />
        )}
      </QueryState>
      {dialog?.kind === 'edit' && (
        <BlobEditorDialog
          blob={dialog.blob}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setNotice(t(saved.draft ? 'blobs.saved' : 'blobs.savedAsPublished', { name: saved.name.nl }));
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          key={dialog.blob.id}
          open={dialog.open}
          title={t('blobs.deleteTitle', { name: dialog.blob.name.nl })}
          confirmLabel={t('blobs.delete')}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(dialog.blob.id, {
              onSuccess: () => {
                setNotice(t('blobs.deleted', { name: dialog.blob.name.nl }));
                closeDelete();
              },
            })
          }
          onCancel={closeDelete}
        >
          <p>{t('blobs.deleteText', { name: dialog.blob.name.nl })}</p>
          {remove.isError && <ErrorState error={remove.error} />}
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
