import { Button, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useParams } from 'react-router-dom';
import type { ExerciseSettingsResponse } from '../../../domain/contracts/practice';
import { fieldErrorsOfResponse } from '../../../shell/lib/http';
import { AdminPage } from '../../shared/AdminPage';
import { ErrorState, LoadingState } from '../../shared/States';
import { useStudents } from '../shared/roster-api';
import { STUDENT_SETTINGS_ID } from '../shared/screen';
import {
  SERVER_FIELDS,
  ownFormKeys,
  settingsFormSchema,
  toForm,
  useGroupSettings,
  useSaveStudentSettings,
  useStudentSettings,
  type SettingsForm,
  type SettingsKey,
  useSettingsScreen,
} from './api';
import { SettingsFields } from './SettingsFields';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center', marginTop: '16px' },
  presets: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center', marginBottom: '16px' },
});

/** Settings a child with dyscalculia often needs: no time pressure, more time to count as automated. */
const NO_TIME_PRESSURE: Partial<SettingsForm> = { timeLimitS: 60, extraS: 10 };

/**
 * a-leerling-oefeninstelling: a child's own settings over the group's. The API keeps only the
 * child's own fields; every other field follows the group, also when the group changes later. With
 * no own field left, the child follows the group entirely. The route's oefeninstellingId is always
 * `standaard`.
 */
export function StudentSettingsPage() {
  const screen = useSettingsScreen();
  const { t, groepId } = screen;
  const { leerlingId = '', oefeninstellingId = '' } = useParams();
  const group = useGroupSettings(groepId);
  const own = useStudentSettings(leerlingId);
  const students = useStudents(groepId);
  const student = students.data?.students.find((s) => s.id === leerlingId);
  const name = student?.displayName ?? '…';
  if (oefeninstellingId !== STUDENT_SETTINGS_ID)
    return (
      <Navigate
        replace
        to={screen.link('a-leerling-oefeninstelling', { leerlingId, oefeninstellingId: STUDENT_SETTINGS_ID })}
      />
    );
  return (
    <AdminPage
      title={t('settings.studentTitle', { name })}
      crumbs={[
        { label: t('school:groups.title'), to: screen.link('a-groepen') },
        { label: students.data?.group.name ?? '…', to: screen.link('a-leerlingen', { groepId }) },
        { label: t('settings.crumb'), to: screen.link('a-groep-oefeninstellingen', { groepId }) },
        { label: name },
      ]}
      intro={t('settings.studentIntro', { name })}
    >
      {group.isPending || own.isPending ? (
        <LoadingState />
      ) : group.isError || own.isError ? (
        <ErrorState
          error={group.error ?? own.error}
          onRetry={() => {
            void group.refetch();
            void own.refetch();
          }}
        />
      ) : (
        <StudentSettingsForm leerlingId={leerlingId} name={name} group={group.data} student={own.data} />
      )}
    </AdminPage>
  );
}

function StudentSettingsForm({
  leerlingId,
  name,
  group: groupData,
  student,
}: {
  leerlingId: string;
  name: string;
  group: ExerciseSettingsResponse;
  student: ExerciseSettingsResponse;
}) {
  const { t } = useSettingsScreen();
  const styles = useStyles();
  const group = toForm(groupData.settings);
  const [own, setOwnKeys] = useState(() => ownFormKeys(student));
  const [changed, setChanged] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useForm<SettingsForm>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toForm(student.settings),
  });
  const touch = () => {
    setChanged(true);
    setSaved(false);
  };
  const setOwn = (key: SettingsKey, isOwn: boolean) => {
    const next = new Set(own);
    if (isOwn) next.add(key);
    else {
      next.delete(key);
      form.setValue(key, group[key], { shouldDirty: true, shouldValidate: true });
    }
    setOwnKeys(next);
    touch();
  };
  const preset = (values: Partial<SettingsForm>) => {
    const next = new Set(own);
    for (const [key, value] of Object.entries(values) as [SettingsKey, SettingsForm[SettingsKey]][]) {
      next.add(key);
      form.setValue(key, value, { shouldDirty: true, shouldValidate: true });
    }
    setOwnKeys(next);
    touch();
  };

  const save = useSaveStudentSettings(leerlingId);
  const dirty = changed || form.formState.isDirty;
  const serverFieldErrors = Object.keys(fieldErrorsOfResponse(save.error) ?? {}).length > 0;

  return (
    <form
      onSubmit={form.handleSubmit((values) =>
        save.mutate(
          { values, own },
          {
            onSuccess: (result) => {
              form.reset(toForm(result.settings));
              setOwnKeys(ownFormKeys(result));
              setChanged(false);
              setSaved(true);
            },
            onError: (error) => {
              for (const [field, message] of Object.entries(fieldErrorsOfResponse(error) ?? {})) {
                const key = SERVER_FIELDS[field];
                if (key) form.setError(key, { type: 'server', message });
              }
            },
          },
        ),
      )}
      onChange={touch}
      noValidate
    >
      <p role="status">
        {own.size === 0
          ? t('settings.followsGroup', { name })
          : t('settings.ownCount', { name, count: own.size })}
      </p>
      <div className={styles.presets}>
        <Button onClick={() => preset(NO_TIME_PRESSURE)}>{t('settings.noTimePressure')}</Button>
        <Button onClick={() => preset({ speech: true })}>{t('settings.readAloud')}</Button>
        <Button onClick={() => preset({ startYearsLower: 1 })}>{t('settings.lowerStart')}</Button>
        <Button
          disabled={own.size === 0}
          onClick={() => {
            for (const key of own) form.setValue(key, group[key], { shouldDirty: true });
            setOwnKeys(new Set());
            touch();
          }}
        >
          {t('settings.allAsGroup')}
        </Button>
      </div>
      <SettingsFields form={form} t={t} inherit={{ group, own, setOwn }} />
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={save.isPending}>
          {t('settings.save')}
        </Button>
      </div>
      {saved && !dirty && (
        <MessageBar intent="success" role="status" style={{ marginTop: 12 }}>
          <MessageBarBody>{t('settings.savedStudent', { name })}</MessageBarBody>
        </MessageBar>
      )}
      {save.isError && !serverFieldErrors && <ErrorState error={save.error} />}
    </form>
  );
}
