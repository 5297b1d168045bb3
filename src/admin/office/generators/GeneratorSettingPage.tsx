import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import type { GeneratorSettingRecord } from '../../../domain/contracts/content';
import { EURO_DENOMINATIONS } from '../../../domain/sums/money';
import { applyServerFieldErrors } from '../../../shell/lib/forms';
import { href } from '../../../shell/lib/routes';
import { AdminPage } from '../../shared/AdminPage';
import { fieldMessage } from '../../shared/FormDialog';
import { FormErrors } from '../../shared/FormErrors';
import { QueryState } from '../../shared/QueryState';
import { Notice } from '../../shared/States';
import { useDiscardDraft } from '../shared/content/api';
import { ContentBar } from '../shared/content/ContentBar';
import { useGeneratorSetting, useGeneratorsScreen, useSaveGeneratorSetting } from './api';
import { paramFields } from './param-fields';
import { ParamInput } from './ParamInput';
import { formOf, settingOf, type SettingForm } from './setting-form';
import { SumPreview } from './SumPreview';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: '24px',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 960px)': { gridTemplateColumns: 'minmax(320px, 5fr) minmax(0, 6fr)' },
  },
  form: { display: 'grid', gap: '12px', alignContent: 'start', minWidth: 0 },
  subtitle: { margin: '8px 0 0', fontSize: tokens.fontSizeBase500 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px', marginTop: '8px' },
});

/** o-gensettingssom: a generator's parameters, with a live preview of the sums they make. */
export function GeneratorSettingPage() {
  const { t } = useGeneratorsScreen();
  const { gensettingssomId = '' } = useParams();
  const setting = useGeneratorSetting(gensettingssomId);
  const title = setting.data?.name.nl ?? t('generators.title');
  return (
    <AdminPage
      title={title}
      crumbs={[
        { label: t('generators.develop'), to: href('o-programmas') },
        { label: t('generators.title'), to: href('o-gensettingssommen') },
        { label: title },
      ]}
    >
      <ContentBar />
      <QueryState query={setting}>{(record) => <SettingEditor key={record.id} record={record} />}</QueryState>
    </AdminPage>
  );
}

function SettingEditor({ record }: { record: GeneratorSettingRecord }) {
  const { t } = useGeneratorsScreen();
  const styles = useStyles();
  const generator = record.setting.generator;
  const fields = paramFields(generator, { pieces: EURO_DENOMINATIONS });
  const paths = ['name.nl', 'name.en', ...fields.map((f) => `params.${f.name}`)];
  const form = useForm<SettingForm>({ defaultValues: formOf(record) });
  const save = useSaveGeneratorSetting(record.id);
  const discard = useDiscardDraft();
  const [notice, setNotice] = useState<string | null>(null);
  const [seed, setSeed] = useState(1);
  const values = useWatch({ control: form.control }) as SettingForm;
  const typed = settingOf(generator, values);

  // A publish, a rollback or a discard elsewhere changes the record: show what is stored now.
  useEffect(() => form.reset(formOf(record)), [record, form]);

  const submit = form.handleSubmit((current) => {
    const checked = settingOf(generator, current);
    if (!('setting' in checked)) {
      form.setError(`params.${checked.path.replace(/^params\./, '')}` as 'params', { message: checked.message });
      return;
    }
    save.mutate(
      { setting: checked.setting, name: current.name },
      {
        onSuccess: (saved) => setNotice(t(saved.draft ? 'generators.detail.saved' : 'generators.detail.unchanged')),
        onError: (error) => applyServerFieldErrors(error, form.setError, paths),
      },
    );
  });

  const error = (path: string) => {
    const parts = path.split('.');
    let node: unknown = form.formState.errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return fieldMessage(t, 'generators.errors', (node as { message?: string } | undefined)?.message);
  };

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Notice>{notice}</Notice>
        {record.draft && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('generators.detail.isDraft')}</MessageBarBody>
          </MessageBar>
        )}
        {(['nl', 'en'] as const).map((language) => (
          <Controller
            key={language}
            control={form.control}
            name={`name.${language}`}
            rules={{ required: 'required' }}
            render={({ field }) => (
              <Field
                label={t(language === 'nl' ? 'generators.detail.nameNl' : 'generators.detail.nameEn')}
                validationMessage={error(`name.${language}`)}
              >
                <Input
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(_e, data) => field.onChange(data.value)}
                  maxLength={200}
                />
              </Field>
            )}
          />
        ))}
        <h2 className={styles.subtitle}>
          {t('generators.detail.generator', { name: t(`generators.names.${generator}`) })}
        </h2>
        {fields.map((field) => (
          <ParamInput
            key={field.name}
            field={field}
            control={form.control}
            error={error(`params.${field.name}`)}
            moneyPieces={generator === 'money'}
          />
        ))}
        <FormErrors
          errors={form.formState.errors}
          fields={paths}
          mutation={save}
          translate={(m) => fieldMessage(t, 'generators.errors', m)}
        />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={save.isPending}>
            {t('generators.detail.save')}
          </Button>
          {record.draft && (
            <Button
              disabled={discard.isPending}
              onClick={() =>
                discard.mutate(
                  { kind: 'setting', id: record.id },
                  { onSuccess: () => setNotice(t('generators.detail.discarded')) },
                )
              }
            >
              {t('generators.detail.discard')}
            </Button>
          )}
        </div>
      </form>
      <SumPreview
        setting={'setting' in typed ? typed.setting : null}
        invalid={'setting' in typed ? null : `${t(`generators.params.${typed.path.split('.')[1] ?? ''}`, { defaultValue: typed.path })}: ${typed.message}`}
        seed={seed}
        onSeed={setSeed}
      />
    </div>
  );
}
