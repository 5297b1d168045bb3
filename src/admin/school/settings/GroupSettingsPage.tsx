import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import type { ExerciseSettingsResponse } from '../../../domain/contracts/practice';
import { fieldErrorsOfResponse } from '../../../shell/lib/http';
import { AdminPage } from '../../shared/AdminPage';
import { formatDateTime } from '../../shared/format';
import { ErrorState, LoadingState } from '../../shared/States';
import { useStudents } from '../shared/roster-api';
import { CustomTasksSection } from './CustomTasks';
import {
  SERVER_FIELDS,
  settingsFormSchema,
  toForm,
  useGroupSettings,
  useSaveGroupSettings,
  type SettingsForm,
  useSettingsScreen,
} from './api';
import { SettingsFields } from './SettingsFields';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center', marginTop: '16px' },
  heading: { marginTop: '32px' },
  schoolCode: { margin: '0 0 16px', color: tokens.colorNeutralForeground2 },
});

/**
 * a-groep-oefeninstellingen: the group's exercise settings (a form; saved settings apply from each
 * child's next round) and its custom tasks (maatwerktaken). A school administrator also sees the
 * school's code (BRIN, or a Flemish school's instellingsnummer) from the account, as on a-edexml.
 */
export function GroupSettingsPage() {
  const screen = useSettingsScreen();
  const { t, groepId, role, account } = screen;
  const schoolCode = role === 'schooladmin' ? account.data?.brin : undefined;
  const settings = useGroupSettings(groepId);
  const students = useStudents(groepId);
  const styles = useStyles();
  const group = students.data?.group;
  const title = t('settings.groupTitle', { group: group?.name ?? '…' });

  return (
    <AdminPage
      title={title}
      crumbs={[
        { label: t('school:groups.title'), to: screen.link('a-groepen') },
        { label: group?.name ?? '…', to: screen.link('a-leerlingen', { groepId }) },
        { label: t('settings.crumb') },
      ]}
      intro={t('settings.groupIntro')}
    >
      {schoolCode && (
        <p className={styles.schoolCode} data-testid="settings-school-code">
          {t('school:schoolCode', {
            code: schoolCode,
            context: account.data?.country === 'BE' ? 'BE' : undefined,
          })}
        </p>
      )}
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <GroupSettingsForm groepId={groepId} data={settings.data} />
      )}
      <h2 className={styles.heading}>{t('settings.tasks.title')}</h2>
      <CustomTasksSection groepId={groepId} />
    </AdminPage>
  );
}

function GroupSettingsForm({ groepId, data }: { groepId: string; data: ExerciseSettingsResponse }) {
  const { t } = useSettingsScreen();
  const styles = useStyles();
  const [saved, setSaved] = useState(false);
  const form = useForm<SettingsForm>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toForm(data.settings),
  });
  useEffect(() => {
    if (form.formState.isDirty) setSaved(false);
  }, [form.formState.isDirty]);
  const save = useSaveGroupSettings(groepId);
  const serverFieldErrors = Object.keys(fieldErrorsOfResponse(save.error) ?? {}).length > 0;

  return (
    <form
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: (result) => {
            form.reset(toForm(result.settings));
            setSaved(true);
          },
          onError: (error) => {
            for (const [field, message] of Object.entries(fieldErrorsOfResponse(error) ?? {})) {
              const key = SERVER_FIELDS[field];
              if (key) form.setError(key, { type: 'server', message });
            }
          },
        }),
      )}
      noValidate
    >
      <p>
        {data.source === 'default'
          ? t('settings.sourceDefault')
          : t('settings.updatedAt', { when: data.updatedAt ? formatDateTime(data.updatedAt) : '' })}
      </p>
      <SettingsFields form={form} t={t} />
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={save.isPending}>
          {t('settings.save')}
        </Button>
        <Button
          disabled={!form.formState.isDirty || save.isPending}
          onClick={() => form.reset(toForm(data.settings))}
        >
          {t('settings.undo')}
        </Button>
      </div>
      {saved && !form.formState.isDirty && (
        <MessageBar intent="success" role="status" style={{ marginTop: 12 }}>
          <MessageBarBody>{t('settings.savedGroup')}</MessageBarBody>
        </MessageBar>
      )}
      {save.isError && !serverFieldErrors && <ErrorState error={save.error} />}
    </form>
  );
}

/**
 * a-groep-oefeninstelling: a group has one set of settings, so one "setting" has no screen of its
 * own; the route leads to the group's settings (and custom tasks).
 */
export function GroupSettingRedirect() {
  const screen = useSettingsScreen();
  return <Navigate replace to={screen.link('a-groep-oefeninstellingen')} />;
}
