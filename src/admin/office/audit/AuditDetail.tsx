import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { AuditEntry } from '../../../domain/contracts/office-support';
import { formatDate } from '../../shared/format';
import { useAuditScreen } from './api';

const useStyles = makeStyles({
  detail: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  list: { margin: '4px 0 0', paddingLeft: '20px' },
  summary: { cursor: 'pointer', width: 'fit-content' },
});

const DAY_MS = 86_400_000;

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number';
const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter(isString) : []);

/** The pupils an entry is about: its `studentIds`, or the target of an older `student.*` entry. */
function studentIdsOf(entry: AuditEntry): string[] {
  const ids = stringsOf(entry.detail.studentIds);
  if (ids.length || !entry.action.startsWith('student.') || !entry.targetId) return ids;
  return [entry.targetId];
}

/**
 * What an entry did, in words: which pupils (by the name they have now; one deleted for good has
 * none), which group, teacher, dates and counts. The log itself holds ids; `entry.refs` names them.
 */
export function AuditDetail({ entry }: { entry: AuditEntry }) {
  const { t } = useAuditScreen();
  const styles = useStyles();
  const d = entry.detail;
  const name = (id: unknown, missing: string) =>
    isString(id) ? (entry.refs[id]?.name ?? t(missing)) : t(missing);
  const group = (id: unknown) => (isString(id) ? name(id, 'audit.details.deletedGroup') : null);
  const groups = (ids: unknown) => stringsOf(ids).map((id) => name(id, 'audit.details.deletedGroup'));
  const person = () => name(entry.targetId, 'audit.details.deletedPerson');
  const role = (value: unknown) =>
    isString(value) ? t(`audit.roles.${value}`, { defaultValue: value }) : '';
  const period = (from: unknown, to: unknown) =>
    isString(from) && isString(to)
      ? t('audit.details.period', { from: formatDate(from), to: formatDate(to) })
      : null;
  const students = studentIdsOf(entry);
  const names = pupilNames(students, entry, t);
  // Up to three pupils by name in the line; more in a list that opens below it.
  const pupils = students.length && students.length <= 3 ? names.join(', ') : null;
  const list = students.length > 3 ? names : null;

  let parts: ReactNode[] = [];
  let changes: string[] | null = null;
  switch (entry.action) {
    case 'student.create':
    case 'passwords.show':
    case 'cards.print':
      parts = [group(d.groupId), pupils];
      break;
    case 'student.resetPassword':
    case 'student.setPassword':
    case 'student.restore':
    case 'card.renew':
      parts = [pupils, group(d.groupId)];
      break;
    case 'student.unlock':
      parts = [pupils, t(d.wasLocked ? 'audit.details.wasLocked' : 'audit.details.wasNotLocked')];
      break;
    case 'student.move':
      parts = [pupils, `${group(d.fromGroupId) ?? '—'} → ${group(d.toGroupId) ?? '—'}`];
      break;
    case 'student.delete':
      parts = [
        pupils,
        group(d.groupId),
        isNumber(d.trashDays)
          ? t('audit.details.purgeOn', {
              days: d.trashDays,
              date: formatDate(new Date(Date.parse(entry.at) + d.trashDays * DAY_MS).toISOString()),
            })
          : null,
      ];
      break;
    case 'student.purge':
      parts = [
        pupils,
        group(d.groupId),
        isString(d.deletedAt) ? t('audit.details.inTrashSince', { date: formatDate(d.deletedAt) }) : null,
      ];
      break;
    case 'student.purgeExpired':
      parts = [pupils, isNumber(d.trashDays) ? t('audit.details.afterDays', { days: d.trashDays }) : null];
      break;
    case 'account.trashDays':
      parts = [t('audit.details.days', { from: d.from, to: d.to })];
      break;
    case 'account.update':
      parts = [
        t('audit.details.changed', {
          fields: stringsOf(d.changed)
            .map((f) => t(`audit.details.fields.${f}`, { defaultValue: f }))
            .join(', '),
        }),
      ];
      break;
    case 'account.create': {
      const licence = (d.licence ?? {}) as Record<string, unknown>;
      parts = [licenceKind(licence.kind), period(licence.startsOn, licence.endsOn)];
      break;
    }
    case 'licence.create':
    case 'licence.update':
    case 'licence.delete':
      parts = [
        licenceKind(d.kind),
        period(d.startsOn, d.endsOn),
        isNumber(d.maxStudents) ? t('audit.details.maxStudents', { count: d.maxStudents }) : null,
      ];
      break;
    case 'teacher.invite':
      parts = [person(), t('audit.details.invitedAs', { role: role(d.role) }), groups(d.groupIds).join(', ')];
      break;
    case 'teacher.role':
    case 'officeUser.role':
      parts = [person(), t('audit.details.roleChange', { from: role(d.from), to: role(d.to) })];
      break;
    case 'teacher.groups': {
      const added = groups(d.added);
      const removed = groups(d.removed);
      parts = [
        person(),
        added.length ? t('audit.details.groupsAdded', { groups: added.join(', ') }) : null,
        removed.length ? t('audit.details.groupsRemoved', { groups: removed.join(', ') }) : null,
      ];
      break;
    }
    case 'teacher.reinvite':
    case 'teacher.deactivate':
    case 'teacher.activate':
    case 'officeUser.invite':
    case 'officeUser.deactivate':
    case 'officeUser.activate':
      parts = [person()];
      break;
    case 'edexml.import': {
      const counts = Object.entries((d.counts ?? {}) as Record<string, unknown>).filter(
        (c): c is [string, number] => isNumber(c[1]) && c[1] > 0,
      );
      const file = (d.file ?? {}) as Record<string, unknown>;
      parts = [
        counts.length
          ? counts.map(([key, count]) => t(`audit.details.counts.${key}`, { count })).join(', ')
          : t('audit.details.noChanges'),
        isNumber(file.students) ? t('audit.details.fileCounts', file) : null,
      ];
      break;
    }
    case 'content.publish':
    case 'content.rollback':
      parts = [
        t('audit.details.contentVersion', { version: d.version, from: d.from }),
        isNumber(d.restoredFrom) ? t('audit.details.restoredVersion', { version: d.restoredFrom }) : null,
        isString(d.note) ? `“${d.note}”` : null,
      ];
      changes = contentChangeLines(d.changes, t);
      break;
    case 'pupilData.view':
      parts = [
        isString(d.view) ? t(`audit.details.views.${d.view}`, { defaultValue: d.view }) : null,
        group(d.groupId),
        pupils,
      ];
      break;
  }
  const shown = parts.filter((p) => p !== null && p !== '');
  if (!shown.length && !list && !changes) return null;
  return (
    <div className={styles.detail} data-testid="audit-detail">
      {shown.map((part, i) => (
        <span key={i}>
          {i > 0 && ' · '}
          {part}
        </span>
      ))}
      {changes && changes.length > 0 && (
        <details>
          <summary className={styles.summary}>
            {t('audit.details.contentChanges', { count: changes.length })}
          </summary>
          <ul className={styles.list}>
            {changes.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </details>
      )}
      {list && (
        <details>
          <summary className={styles.summary}>
            {t('audit.details.students', { count: students.length })}
          </summary>
          <ul className={styles.list}>
            {list.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );

  function licenceKind(kind: unknown) {
    return isString(kind) ? t(`audit.details.licenceKinds.${kind}`, { defaultValue: kind }) : null;
  }
}

/**
 * The pupils of an entry by the names they have now; pupils deleted for good are counted, not named
 * (their names are gone with them).
 */
function pupilNames(ids: string[], entry: AuditEntry, t: ReturnType<typeof useAuditScreen>['t']): string[] {
  const known = ids.flatMap((id) => {
    const ref = entry.refs[id];
    return ref ? [ref.inTrash ? `${ref.name} ${t('audit.details.inTrash')}` : ref.name] : [];
  });
  const gone = ids.length - known.length;
  return gone ? [...known, t('audit.details.deletedStudents', { count: gone })] : known;
}

/** A content publish's changes, a line each: the item, what happened, and each field before → after. */
function contentChangeLines(value: unknown, t: ReturnType<typeof useAuditScreen>['t']): string[] {
  if (!Array.isArray(value)) return [];
  const shown = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return value.flatMap((raw) => {
    const change = raw as { kind?: unknown; id?: unknown; change?: unknown; fields?: unknown };
    if (!isString(change.kind) || !isString(change.id) || !isString(change.change)) return [];
    const fields = Array.isArray(change.fields)
      ? (change.fields as { path?: unknown; before?: unknown; after?: unknown }[])
          .filter((f) => isString(f.path))
          .map((f) => `${String(f.path)} ${shown(f.before)} → ${shown(f.after)}`)
      : [];
    const head = `${t(`audit.details.contentKinds.${change.kind}`, { defaultValue: change.kind })} ${change.id} ${t(
      `audit.details.contentChange.${change.change}`,
      { defaultValue: change.change },
    )}`;
    return [fields.length ? `${head}: ${fields.join('; ')}` : head];
  });
}
