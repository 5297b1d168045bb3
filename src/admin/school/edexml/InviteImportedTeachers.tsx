import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { EdexmlSummary } from '../../../domain/contracts/roster';
import { fieldErrorsOfResponse } from '../../../shell/lib/http';
import { errorMessage } from '../../shared/queries';

import { useEdexmlScreen, useInviteImportedTeacher } from './api';

type ImportedTeacher = EdexmlSummary['teachers']['new'][number];

const useStyles = makeStyles({
  section: { display: 'grid', gap: '8px', maxWidth: '1100px', marginBottom: '24px' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  email: { overflowWrap: 'anywhere' },
  error: { color: tokens.colorPaletteRedForeground1 },
  done: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
});

/**
 * After an import: the file's teachers who have no account yet, each with an invite (as a docent of the
 * file's groups, by the teachers API: an e-mail with a link to set a password). Without an e-mail
 * address in the file there is nobody to send it to; the teachers screen can invite them by hand.
 */
export function InviteImportedTeachers({ teachers }: { teachers: ImportedTeacher[] }) {
  const { t } = useEdexmlScreen();
  const styles = useStyles();
  const invitable = teachers.filter((teacher) => teacher.email);
  if (!invitable.length) return null;
  return (
    <section className={styles.section} aria-labelledby="edexml-invite-heading">
      <h2 id="edexml-invite-heading" className={styles.heading}>
        {t('edexml.invite.title')}
      </h2>
      <p className={styles.text}>{t('edexml.invite.text')}</p>
      <Table aria-labelledby="edexml-invite-heading">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('edexml.invite.columns.name')}</TableHeaderCell>
            <TableHeaderCell>{t('edexml.invite.columns.email')}</TableHeaderCell>
            <TableHeaderCell>{t('edexml.invite.columns.groups')}</TableHeaderCell>
            <TableHeaderCell>
              <span className="visually-hidden">{t('common:admin.actions')}</span>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invitable.map((teacher) => (
            <InviteRow key={teacher.email} teacher={teacher} />
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

function InviteRow({ teacher }: { teacher: ImportedTeacher }) {
  const { t, accountId } = useEdexmlScreen();
  const styles = useStyles();
  const invite = useInviteImportedTeacher(accountId);
  const refusal = () => {
    const fields = fieldErrorsOfResponse(invite.error);
    const code = fields && Object.values(fields)[0];
    return code
      ? t(`edexml.invite.errors.${code}`, { defaultValue: errorMessage(invite.error) })
      : errorMessage(invite.error);
  };
  return (
    <TableRow data-testid={`edexml-invite-${teacher.email}`}>
      <TableCell>{teacher.name}</TableCell>
      <TableCell className={styles.email}>{teacher.email}</TableCell>
      <TableCell>{teacher.groups.join(', ')}</TableCell>
      <TableCell>
        {invite.isSuccess ? (
          <span className={styles.done} role="status">
            {t('edexml.invite.sent')}
          </span>
        ) : (
          <>
            <Button
              disabled={invite.isPending}
              onClick={() =>
                invite.mutate({ name: teacher.name, email: teacher.email!, groupIds: teacher.groupIds })
              }
              aria-label={t('edexml.invite.buttonFor', { name: teacher.name })}
            >
              {t('edexml.invite.button')}
            </Button>
            {invite.isError && (
              <div className={styles.error} role="alert">
                {refusal()}
              </div>
            )}
          </>
        )}
      </TableCell>
    </TableRow>
  );
}
