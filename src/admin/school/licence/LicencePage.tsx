import {
  Badge,
  Link,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { href } from '../../../shell/lib/routes';
import { AdminPage } from '../../shared/AdminPage';
import { formatDate } from '../../shared/format';
import { EmptyState, ErrorState, LoadingState } from '../../shared/States';
import { useAccount } from '../shared/roster-api';
import { registerSchoolLicenceTexts, useSchoolLicence } from './api';

registerSchoolLicenceTexts();

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gap: '12px',
    maxWidth: '640px',
    padding: '16px 20px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    marginBottom: '16px',
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 12px' },
  kind: { margin: 0, fontSize: tokens.fontSizeBase500 },
  text: { margin: 0, maxWidth: '70ch' },
  sub: { margin: 0, color: tokens.colorNeutralForeground2 },
  usage: { display: 'grid', gap: '4px' },
  usageLine: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  section: { maxWidth: '640px' },
  sectionTitle: { fontSize: tokens.fontSizeBase400, margin: '16px 0 4px' },
});

const STATE_COLOR = { active: 'success', trial: 'informative', expired: 'danger', none: 'subtle' } as const;

/** a-licentie: the school's licence, its period, students used of allowed and what happens at its end. */
export function LicencePage() {
  const { t } = useTranslation('school-licence');
  const styles = useStyles();
  const { accountId = '' } = useParams();
  const account = useAccount(accountId);
  const context = account.data?.groupsEnabled === false ? 'home' : undefined;
  const licence = useSchoolLicence(accountId);
  const title = t('title');
  const body = () => {
    if (licence.isPending) return <LoadingState />;
    if (licence.isError) return <ErrorState error={licence.error} onRetry={() => void licence.refetch()} />;
    const l = licence.data;
    if (!l.licence) {
      return <EmptyState title={t('none')}>{t('noneText')}</EmptyState>;
    }
    const period = { from: formatDate(l.licence.startsOn), to: formatDate(l.licence.endsOn) };
    const max = l.maxStudents;
    return (
      <>
        {l.state === 'expired' && (
          <MessageBar intent="error" role="alert" style={{ maxWidth: 640, marginBottom: 16 }}>
            <MessageBarBody>
              <strong>{t('ended', { date: formatDate(l.licence.endsOn) })}.</strong> {t('endedText')}
            </MessageBarBody>
          </MessageBar>
        )}
        <section className={styles.card} aria-labelledby="licence-kind">
          <div className={styles.head}>
            <h2 id="licence-kind" className={styles.kind}>
              {t(`kinds.${l.licence.kind}`)}
            </h2>
            <Badge appearance="tint" color={STATE_COLOR[l.state]}>
              {t(`states.${l.state}`)}
            </Badge>
          </div>
          <p className={styles.text}>
            {t('period', period)}
            {l.daysLeft !== null && ' '}
            {l.daysLeft === 0
              ? t('endsToday')
              : l.daysLeft !== null
                ? t('daysLeft', { count: l.daysLeft })
                : null}
          </p>
          {max !== null && (
            <div className={styles.usage}>
              <span className={styles.usageLine}>{t('usage', { used: l.studentsUsed, max, context })}</span>
              <ProgressBar
                aria-label={t('usageLabel', { context })}
                aria-valuetext={t('usage', { used: l.studentsUsed, max, context })}
                value={max ? Math.min(1, l.studentsUsed / max) : 1}
                color={l.full ? 'error' : 'brand'}
                thickness="large"
              />
              <p className={styles.sub}>{t('usageText')}</p>
            </div>
          )}
          {l.full && (
            <MessageBar intent="warning">
              <MessageBarBody>{t('full')}</MessageBarBody>
            </MessageBar>
          )}
          {l.next && (
            <p className={styles.text}>
              {t('next', {
                kind: t(`kinds.${l.next.kind}`).toLowerCase(),
                from: formatDate(l.next.startsOn),
                to: formatDate(l.next.endsOn),
                max: l.next.maxStudents,
              })}
            </p>
          )}
        </section>
      </>
    );
  };
  return (
    <AdminPage title={title} intro={t('intro', { context })}>
      {body()}
      <section className={styles.section} aria-labelledby="licence-ends">
        <h2 id="licence-ends" className={styles.sectionTitle}>
          {t('whenEnds')}
        </h2>
        <p className={styles.text}>{t('whenEndsText')}</p>
        <p className={styles.text}>
          <Link href={href('contact')}>{t('extend')}</Link>
        </p>
      </section>
    </AdminPage>
  );
}
