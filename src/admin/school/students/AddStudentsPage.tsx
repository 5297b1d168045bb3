import {
  Button,
  Field,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Textarea,
  makeStyles,
} from '@fluentui/react-components';
import { useState } from 'react';
import { addStudentsBodySchema } from '../../../domain/contracts/roster';
import { translateRule } from '../../../shell/lib/forms';
import { AdminPage } from '../../shared/AdminPage';
import { LinkButton } from '../../shared/LinkButton';
import { ErrorState } from '../../shared/States';
import { useStudents } from '../shared/roster-api';
import { PrintCardsButton } from '../shared/PrintCardsButton';
import { useAddStudents, useStudentsScreen } from './api';

const MAX_AT_ONCE = 200;

const useStyles = makeStyles({
  form: { display: 'grid', gap: '12px', maxWidth: '640px' },
  names: { minHeight: '220px', fontFamily: 'inherit' },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  password: { fontFamily: 'ui-monospace, monospace', fontSize: '1.1em' },
});

/** One name per line: "Sam", "Sam de Groot", "Groot, Sam" (an export's last-name-first form). */
export function parseNames(text: string): { firstName: string; lastName?: string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .map((line) => {
      const comma = line.indexOf(',');
      if (comma > 0) {
        const last = line.slice(0, comma).trim();
        const first = line.slice(comma + 1).trim();
        return last ? { firstName: first, lastName: last } : { firstName: first };
      }
      const [first, ...rest] = line.split(' ');
      return rest.length ? { firstName: first!, lastName: rest.join(' ') } : { firstName: first! };
    });
}

/**
 * a-leerlingen-toevoegen: paste a class list, get user names and passwords; a-kind-toevoegen (a home
 * account): a parent adds one child by first name.
 */
export function AddStudentsPage() {
  const screen = useStudentsScreen();
  const { t, groepId, context } = screen;
  const styles = useStyles();
  const students = useStudents(groepId);
  const [text, setText] = useState('');
  const [lineErrors, setLineErrors] = useState<string[]>([]);
  const add = useAddStudents(groepId);
  const groupName = students.data?.group.name ?? '…';
  const parsed = parseNames(text);
  const home = context === 'home';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (parsed.length > MAX_AT_ONCE) {
      setLineErrors([t('add.tooMany', { max: MAX_AT_ONCE })]);
      return;
    }
    const checked = addStudentsBodySchema.safeParse({ students: parsed });
    if (!checked.success) {
      setLineErrors(
        checked.error.issues.map((issue) => {
          const line = typeof issue.path[1] === 'number' ? issue.path[1] + 1 : undefined;
          const message = translateRule(t, issue.message) ?? issue.message;
          return line ? t('add.lineError', { line, message }) : message;
        }),
      );
      return;
    }
    setLineErrors([]);
    add.mutate(checked.data);
  };

  const crumbs = home
    ? [{ label: t('school:groups.title_home'), to: screen.link('a-groepen') }, { label: t('add.title_home') }]
    : [
        { label: t('school:groups.title'), to: screen.link('a-groepen') },
        { label: groupName, to: screen.link('a-leerlingen') },
        { label: t('students.add') },
      ];

  if (add.isSuccess) {
    const added = add.data.students;
    return (
      <AdminPage
        title={t('add.doneTitle', { count: added.length, context })}
        crumbs={crumbs}
        intro={t('add.doneText')}
      >
        <Table aria-label={t('add.doneTitle', { count: added.length, context })} style={{ maxWidth: 720 }}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('students.columns.name')}</TableHeaderCell>
              <TableHeaderCell>{t('students.columns.username')}</TableHeaderCell>
              <TableHeaderCell>{t('add.password')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {added.map((s) => (
              <TableRow key={s.id}>
                <TableCell>{s.displayName}</TableCell>
                <TableCell className={styles.password}>{s.username}</TableCell>
                <TableCell className={styles.password}>{s.password}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <div className={styles.actions} style={{ marginTop: 16 }}>
          <PrintCardsButton
            groepId={groepId}
            groupName={groupName}
            studentIds={added.map((s) => s.id)}
            primary
          />
          <Button
            onClick={() => {
              setText('');
              add.reset();
            }}
          >
            {t('add.addMore')}
          </Button>
          <LinkButton to={screen.link('a-leerlingen')}>{t('add.backToGroup')}</LinkButton>
        </div>
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title={home ? t('add.title_home') : t('add.title', { group: groupName })}
      crumbs={crumbs}
      intro={t('add.intro', { context })}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {home ? (
          <Field label={t('add.firstName')} required validationMessage={lineErrors[0]}>
            <Input value={text} onChange={(_e, data) => setText(data.value)} autoComplete="off" />
          </Field>
        ) : (
          <Field
            label={t('add.names')}
            required
            validationMessage={lineErrors.length ? lineErrors.join(' · ') : undefined}
            hint={parsed.length ? t('add.preview', { count: parsed.length }) : undefined}
          >
            <Textarea
              className={styles.names}
              value={text}
              onChange={(_e, data) => setText(data.value)}
              resize="vertical"
              placeholder={'Sam de Groot\nNoor\nDaan Jansen'}
            />
          </Field>
        )}
        {add.isError && <ErrorState error={add.error} />}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={add.isPending || parsed.length === 0}>
            {add.isPending ? t('add.submitting') : t('add.submit')}
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}
