import {
  Button,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EDEXML_MAX_BYTES, type EdexmlSummary } from '../../../domain/contracts/roster';
import { AdminPage } from '../../shared/AdminPage';
import { LinkButton } from '../../shared/LinkButton';
import { ErrorState } from '../../shared/States';
import { yearGroupLabel } from '../shared/roster-api';
import { GroupChoice, SeatLine } from './GroupChoice';
import { InviteImportedTeachers } from './InviteImportedTeachers';
import { useApplyEdexml, useEdexmlPreview, useEdexmlScreen, useEdexmlUpload } from './api';

/** Rows shown per list in the preview; the rest is counted ("and 940 more"). */
const SHOWN = 50;

const useStyles = makeStyles({
  step: { display: 'grid', gap: '12px', maxWidth: '720px', marginBottom: '24px' },
  fileRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px' },
  fileName: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  schoolCode: { margin: 0 },
  hiddenInput: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  counts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    gap: '8px',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    maxWidth: '1100px',
  },
  count: {
    display: 'grid',
    gap: '2px',
    padding: '10px 12px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  countActive: {
    border: `1px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  countNumber: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: 600 },
  section: { marginTop: '24px', maxWidth: '1100px' },
  sectionTitle: { fontSize: tokens.fontSizeBase500, margin: '0 0 8px' },
  sectionText: { margin: '0 0 8px', color: tokens.colorNeutralForeground2, maxWidth: '70ch' },
  table: { tableLayout: 'auto' },
  narrowHidden: { '@media (max-width: 599px)': { display: 'none' } },
  mono: { fontFamily: 'ui-monospace, monospace' },
  messages: { display: 'grid', gap: '8px', margin: '16px 0', maxWidth: '1100px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px', marginTop: '24px' },
  confirm: { marginTop: '24px', maxWidth: '1100px' },
  blocked: { flexBasis: '100%', margin: 0, color: tokens.colorPaletteRedForeground1 },
});

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * a-edexml: import a school's EDEXML file. Choose the file, see the preview (a dry run of the same
 * sync) with the groups to import (groups 3-8, or the school's earlier choice) and the licence places
 * they take; each change of the choice asks the server for a new preview. Confirm, and the same
 * request without dryRun applies it, for the choice shown (the server checks the licence again).
 */
export function EdexmlPage() {
  const screen = useEdexmlScreen();
  const { t, accountId, account } = screen;
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Which file is shown (a new file is a new preview), whether its preview was asked for, and the
  // groups chosen on this screen (null until the administrator changes the server's proposal).
  const [fileVersion, setFileVersion] = useState(0);
  const [previewAsked, setPreviewAsked] = useState(false);
  const [choice, setChoice] = useState<string[] | null>(null);
  const country = account.data?.country ?? 'NL';

  const { phase, progress, send } = useEdexmlUpload(accountId, file);
  const previewTitle = useRef<HTMLHeadingElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const preview = useEdexmlPreview(accountId, fileVersion, choice, previewAsked && file !== null, send);
  // Once the first preview is there, focus goes to its heading (the button that asked for it is gone).
  const firstPreview = !!preview.data && !preview.isPlaceholderData && choice === null;
  useEffect(() => {
    if (firstPreview) requestAnimationFrame(() => previewTitle.current?.focus());
  }, [firstPreview]);
  const summary = preview.data;
  const chosenKeys = choice ?? summary?.choice.groups.filter((g) => g.chosen).map((g) => g.key) ?? [];
  const apply = useApplyEdexml(accountId, send);
  const importChosen = () => apply.mutate(chosenKeys, { onSuccess: () => setConfirming(false) });

  const choose = (chosen: File | null) => {
    apply.reset();
    setFile(chosen);
    setFileVersion((v) => v + 1);
    setPreviewAsked(false);
    setChoice(null);
    setConfirming(false);
    setTooLarge(!!chosen && chosen.size > EDEXML_MAX_BYTES);
  };
  const changeChoice = (keys: string[]) => {
    setConfirming(false);
    setChoice(keys);
  };

  const crumbs = [
    { label: t('school:groups.title'), to: screen.link('a-groepen') },
    { label: t('edexml.crumb') },
  ];
  const busy = phase !== 'idle';

  if (apply.isSuccess) {
    const done = apply.data;
    return (
      <AdminPage title={t('edexml.doneTitle')} crumbs={crumbs}>
        <FocusOnMount>
          <MessageBar intent="success" role="status" layout="multiline">
            <MessageBarBody>{t('edexml.doneText')}</MessageBarBody>
          </MessageBar>
        </FocusOnMount>
        <Counts summary={done} t={t} />
        <Warnings summary={done} t={t} />
        <InviteImportedTeachers teachers={done.teachers.new} />
        <div className={styles.actions}>
          <LinkButton appearance="primary" to={screen.link('a-groepen')}>
            {t('edexml.backToGroups')}
          </LinkButton>
          <Button onClick={() => choose(null)}>{t('edexml.chooseOther')}</Button>
        </div>
      </AdminPage>
    );
  }

  // The preview on screen is the one of the choice shown, and the licence has room for it.
  const current = !!summary && !preview.isPlaceholderData && !preview.isFetching;
  const blocked = !!summary?.seats.problem;
  const schoolCode = account.data?.brin;
  const progressBar = (
    <Field
      validationMessage={
        phase === 'uploading'
          ? t('edexml.uploading', { percent: Math.round(progress * 100) })
          : t('edexml.processing')
      }
      validationState="none"
    >
      <ProgressBar
        value={phase === 'uploading' ? progress : undefined}
        aria-label={
          phase === 'uploading'
            ? t('edexml.uploading', { percent: Math.round(progress * 100) })
            : t('edexml.processing')
        }
      />
    </Field>
  );
  return (
    <AdminPage title={t('edexml.title')} crumbs={crumbs} intro={t('edexml.intro')}>
      <div className={styles.step}>
        <p className={styles.schoolCode} data-testid="edexml-school-code">
          {schoolCode
            ? t(country === 'BE' ? 'edexml.schoolCodeBe' : 'edexml.schoolCode', { code: schoolCode })
            : t(country === 'BE' ? 'edexml.noSchoolCodeBe' : 'edexml.noSchoolCode')}
        </p>
        <p className={styles.sectionText}>{t('edexml.privacy')}</p>
        <Field
          label={t('edexml.file')}
          validationMessage={
            tooLarge ? t('edexml.tooLarge', { max: EDEXML_MAX_BYTES / 1024 / 1024 }) : undefined
          }
          validationState={tooLarge ? 'error' : 'none'}
        >
          <div className={styles.fileRow}>
            <input
              ref={input}
              id="edexml-file"
              type="file"
              accept=".xml,application/xml,text/xml"
              aria-label={t('edexml.file')}
              className={styles.hiddenInput}
              tabIndex={-1}
              onChange={(event) => {
                choose(event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
            />
            <Button onClick={() => input.current?.click()} disabled={busy}>
              {file ? t('edexml.chooseOther') : t('edexml.choose')}
            </Button>
            <span className={styles.fileName} data-testid="edexml-file-name">
              {file
                ? t('edexml.fileInfo', { name: file.name, size: formatSize(file.size) })
                : t('edexml.noFile')}
            </span>
          </div>
        </Field>
        {!summary && (
          <div>
            <Button
              appearance="primary"
              disabled={!file || tooLarge}
              disabledFocusable={busy}
              onClick={() => setPreviewAsked(true)}
            >
              {t('edexml.preview')}
            </Button>
          </div>
        )}
        {preview.isFetching && !summary && progressBar}
        {preview.isError && <ErrorState error={preview.error} />}
      </div>

      {summary && (
        <section aria-labelledby="edexml-preview-title">
          <h2 id="edexml-preview-title" className={styles.sectionTitle} ref={previewTitle} tabIndex={-1}>
            {t('edexml.previewTitle')}
          </h2>
          <p className={styles.sectionText}>
            {t('edexml.fileSummary', {
              code: summary.file.schoolCode,
              version: summary.file.version ?? t('edexml.versionUnknown'),
              groups: summary.file.groups,
              students: summary.file.students,
              teachers: summary.file.teachers,
            })}
          </p>
          <GroupChoice
            groups={summary.choice.groups}
            chosen={new Set(chosenKeys)}
            onChange={changeChoice}
            country={country}
            t={t}
          />
          <SeatLine seats={summary.seats} updating={!current} t={t} />
          <Counts summary={summary} t={t} />
          <Warnings summary={summary} t={t} />
          <Details summary={summary} t={t} country={country} />
          {confirming ? (
            <MessageBar intent="warning" layout="multiline" className={styles.confirm}>
              <MessageBarBody>
                <MessageBarTitle>{t('edexml.confirmTitle')}</MessageBarTitle>{' '}
                {t('edexml.confirmText', {
                  studentsNew: summary.counts.studentsNew,
                  studentsGone: summary.counts.studentsGone,
                })}
              </MessageBarBody>
              <MessageBarActions>
                <Button
                  ref={confirmButton}
                  appearance="primary"
                  disabledFocusable={busy || !current || blocked}
                  onClick={importChosen}
                >
                  {busy ? t('edexml.importing') : t('edexml.confirm')}
                </Button>
                <Button disabledFocusable={busy} onClick={() => setConfirming(false)}>
                  {t('edexml.cancel')}
                </Button>
              </MessageBarActions>
            </MessageBar>
          ) : (
            <div className={styles.actions}>
              <Button
                appearance="primary"
                disabled={busy || !current || blocked || !hasChanges(summary)}
                onClick={() => {
                  setConfirming(true);
                  requestAnimationFrame(() => confirmButton.current?.focus());
                }}
              >
                {t('edexml.import')}
              </Button>
              <Button onClick={() => input.current?.click()} disabled={busy}>
                {t('edexml.chooseOther')}
              </Button>
              {blocked && <p className={styles.blocked}>{t('edexml.seats.blocked')}</p>}
            </div>
          )}
          {apply.isPending && progressBar}
          {apply.isError && <ErrorState error={apply.error} />}
        </section>
      )}
    </AdminPage>
  );
}

/** Takes the focus when shown, so it does not fall back to the page when the button that led here is gone. */
function FocusOnMount({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} style={{ outline: 'none', maxWidth: '1100px', marginBottom: '12px' }}>
      {children}
    </div>
  );
}

function hasChanges(summary: EdexmlSummary): boolean {
  return (
    Object.values(summary.counts).some((n) => n > 0) ||
    summary.warnings.some((w) => w.code === 'schoolCodeSaved')
  );
}

function Counts({ summary, t }: { summary: EdexmlSummary; t: TFunction }) {
  const styles = useStyles();
  const entries = Object.entries(summary.counts) as [keyof EdexmlSummary['counts'], number][];
  return (
    <>
      {!hasChanges(summary) && (
        <MessageBar intent="info" role="status" layout="multiline">
          <MessageBarBody>{t('edexml.nothingToDo')}</MessageBarBody>
        </MessageBar>
      )}
      <ul className={styles.counts} aria-label={t('edexml.previewTitle')}>
        {entries.map(([key, value]) => (
          <li
            key={key}
            className={mergeClasses(styles.count, value > 0 && styles.countActive)}
            data-testid={`edexml-count-${key}`}
          >
            <span className={styles.countNumber}>{value}</span>
            <span>{t(`edexml.counts.${key}`)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Warnings({ summary, t }: { summary: EdexmlSummary; t: TFunction }) {
  const styles = useStyles();
  if (!summary.warnings.length) return null;
  return (
    <div className={styles.messages}>
      {summary.warnings.map((w) => (
        <MessageBar
          key={w.code}
          layout="multiline"
          intent={w.code === 'passwordsPending' ? 'info' : 'warning'}
        >
          <MessageBarBody>
            {t(`edexml.warnings.${w.code}`, { count: w.count, examples: w.examples.join(', ') })}
          </MessageBarBody>
        </MessageBar>
      ))}
    </div>
  );
}

/** One list of the preview: a title, an optional explanation, a table of at most SHOWN rows. */
function Section({
  id,
  title,
  text,
  columns,
  rows,
}: {
  id: string;
  title: string;
  text?: string;
  columns: { label: string; narrowHidden?: boolean }[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  const styles = useStyles();
  const { t } = useEdexmlScreen();
  if (!rows.length) return null;
  return (
    <section className={styles.section} aria-labelledby={`edexml-${id}`} data-testid={`edexml-${id}`}>
      <h3 id={`edexml-${id}`} className={styles.sectionTitle}>
        {title} ({rows.length})
      </h3>
      {text && <p className={styles.sectionText}>{text}</p>}
      <Table aria-labelledby={`edexml-${id}`} size="small" className={styles.table}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHeaderCell key={c.label} className={c.narrowHidden ? styles.narrowHidden : undefined}>
                {c.label}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.slice(0, SHOWN).map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, i) => (
                <TableCell key={i} className={columns[i]?.narrowHidden ? styles.narrowHidden : undefined}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > SHOWN && (
        <p className={styles.sectionText}>{t('edexml.more', { count: rows.length - SHOWN })}</p>
      )}
    </section>
  );
}

function Details({ summary, t, country }: { summary: EdexmlSummary; t: TFunction; country: 'NL' | 'BE' }) {
  const styles = useStyles();
  const c = (key: string) => t(`edexml.columns.${key}`);
  const kind = (k: 'group' | 'combination') =>
    t(k === 'group' ? 'edexml.kindGroup' : 'edexml.kindCombination');
  const s = summary.students;
  return (
    <>
      <Section
        id="groups-new"
        title={t('edexml.sections.groupsNew')}
        columns={[{ label: c('name') }, { label: c('yearGroup') }, { label: c('kind'), narrowHidden: true }]}
        rows={summary.groups.new.map((g) => ({
          key: g.key,
          cells: [g.name, yearGroupLabel(t, g.yearGroup, country), kind(g.kind)],
        }))}
      />
      <Section
        id="groups-changed"
        title={t('edexml.sections.groupsChanged')}
        columns={[{ label: c('name') }, { label: c('yearGroup') }, { label: c('was') }]}
        rows={summary.groups.changed.map((g) => ({
          key: g.key,
          cells: [
            g.name,
            yearGroupLabel(t, g.yearGroup, country),
            `${g.from.name}, ${yearGroupLabel(t, g.from.yearGroup, country)}`,
          ],
        }))}
      />
      <Section
        id="students-new"
        title={t('edexml.sections.studentsNew')}
        columns={[{ label: c('name') }, { label: c('group') }, { label: c('username'), narrowHidden: true }]}
        rows={s.new.map((x, i) => ({
          key: `${x.username}-${i}`,
          cells: [x.displayName, x.group, <span className={styles.mono}>{x.username}</span>],
        }))}
      />
      <Section
        id="students-changed"
        title={t('edexml.sections.studentsChanged')}
        columns={[{ label: c('name') }, { label: c('was') }, { label: c('group'), narrowHidden: true }]}
        rows={s.changed.map((x) => ({ key: x.id!, cells: [x.displayName, x.from, x.group] }))}
      />
      <Section
        id="students-moved"
        title={t('edexml.sections.studentsMoved')}
        columns={[{ label: c('name') }, { label: c('from') }, { label: c('to') }]}
        rows={s.moved.map((x) => ({ key: x.id!, cells: [x.displayName, x.from, x.group] }))}
      />
      <Section
        id="students-gone"
        title={t('edexml.sections.studentsGone')}
        text={t('edexml.sections.studentsGoneText')}
        columns={[{ label: c('name') }, { label: c('group') }]}
        rows={s.gone.map((x) => ({ key: x.id!, cells: [x.displayName, x.group] }))}
      />
      <Section
        id="students-back"
        title={t('edexml.sections.studentsBack')}
        columns={[{ label: c('name') }, { label: c('group') }]}
        rows={s.back.map((x) => ({ key: x.id!, cells: [x.displayName, x.group] }))}
      />
      <Section
        id="teachers-new"
        title={t('edexml.sections.teachersNew')}
        text={t('edexml.sections.teachersNewText')}
        columns={[{ label: c('name') }, { label: c('email'), narrowHidden: true }, { label: c('groups') }]}
        rows={summary.teachers.new.map((x, i) => ({
          key: `${x.name}-${i}`,
          cells: [x.name, x.email ?? t('edexml.noEmail'), x.groups.join(', ')],
        }))}
      />
      <Section
        id="teachers-changed"
        title={t('edexml.sections.teachersChanged')}
        columns={[{ label: c('name') }, { label: c('email'), narrowHidden: true }, { label: c('groups') }]}
        rows={summary.teachers.changed.map((x) => ({
          key: x.id,
          cells: [x.name, x.email, x.groups.join(', ')],
        }))}
      />
    </>
  );
}
