import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { SupportStudent } from '../../../domain/contracts/office-support';
import { useStudentsScreen } from './api';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', margin: '12px 0 0' },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase500 },
});

/** Shows a new password once; closing the dialog forgets it. */
export function NewPasswordDialog({
  student,
  password,
  onClose,
}: {
  student: SupportStudent;
  password: string;
  onClose: () => void;
}) {
  const { t } = useStudentsScreen();
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('students.newPasswordTitle', { name: student.displayName })}</DialogTitle>
          <DialogContent>
            <p>{t('students.newPasswordText')}</p>
            <dl className={styles.list}>
              <dt className={styles.term}>{t('students.username')}</dt>
              <dd className={styles.value}>{student.username}</dd>
              <dt className={styles.term}>{t('students.newPasswordLabel')}</dt>
              <dd className={styles.value} data-testid="new-password">
                {password}
              </dd>
            </dl>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('common:admin.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
