import {
  Checkbox,
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { blobBodySchema, type BlobBody, type BlobRecord } from '../../../domain/contracts/content';
import {
  BLOB_ACCESSORIES,
  BLOB_EYES,
  BLOB_MOUTHS,
  BLOB_RARITIES,
  BLOB_SHAPES,
  DEFAULT_BLOB_LOOK,
  type BlobLook,
} from '../../../domain/engine/blob-look';
import { BlobArt } from '../../../shell/lib/ui/blob-art/BlobArt';
import { ACCESSORY_PARTS } from '../../../shell/lib/ui/blob-art/parts';
import { FormDialog, fieldMessage } from '../../shared/FormDialog';
import { useBlobsScreen, useSaveBlob } from './api';
import { FormInput } from '../../shared/FormInput';

const FIELDS = [
  'name.nl',
  'name.en',
  'price',
  'rarity',
  'available',
  'look.colour',
  'look.shape',
  'look.eyes',
  'look.mouth',
  'look.accessory',
  'look.accessoryColour',
];
const ERRORS = 'blobs.errors';
const HEX = /^#[0-9a-fA-F]{6}$/;

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) 170px' },
  },
  // minWidth 0: a grid item, a fieldset and Fluent's inputs would otherwise be as wide as their content.
  fields: { display: 'grid', gap: '12px', alignContent: 'start', minWidth: 0 },
  pair: {
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
  input: { minWidth: 0, width: '100%' },
  choices: { flexWrap: 'wrap', columnGap: '4px' },
  look: {
    display: 'grid',
    gap: '12px',
    minWidth: 0,
    margin: 0,
    padding: '12px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: '0 4px' },
  colour: { display: 'flex', gap: '8px', alignItems: 'center' },
  swatch: {
    width: '44px',
    height: '36px',
    padding: '2px',
    flexShrink: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
  },
  preview: {
    // Beside the fields on a wide dialog, above them on a phone: it stays in view while scrolling.
    order: -1,
    margin: 0,
    position: 'sticky',
    top: 0,
    zIndex: 1,
    alignSelf: 'start',
    // A phone: the blob and its name side by side, so the fields keep most of the screen.
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '12px',
    padding: '6px 8px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: '#eef3f8',
    color: '#1b2a3a',
    '@media (min-width: 640px)': {
      order: 1,
      flexDirection: 'column',
      gap: '4px',
      padding: '16px 8px',
    },
  },
  previewArt: {
    width: '88px',
    height: '88px',
    '@media (min-width: 640px)': { width: '150px', height: '150px' },
  },
  previewName: { fontWeight: 800, textAlign: 'center', overflowWrap: 'anywhere' },
});

/** A colour: the browser's colour picker and its code as text, both on one form value. */
function ColourField({
  control,
  name,
  label,
  codeLabel,
  message,
  disabled,
}: {
  control: Control<BlobBody>;
  name: 'look.colour' | 'look.accessoryColour';
  label: string;
  codeLabel: string;
  message: string | undefined;
  disabled?: boolean;
}) {
  const styles = useStyles();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = field.value ?? '';
        return (
          <Field label={label} validationMessage={message}>
            <div className={styles.colour}>
              <input
                type="color"
                className={styles.swatch}
                aria-label={label}
                value={HEX.test(value) ? value.toLowerCase() : '#000000'}
                disabled={disabled}
                onChange={(event) => field.onChange(event.target.value)}
                data-testid={`${name}-picker`}
              />
              <Input
                className={styles.input}
                aria-label={codeLabel}
                value={value}
                disabled={disabled}
                onChange={(_e, data) => field.onChange(data.value.trim())}
                onBlur={field.onBlur}
                maxLength={7}
                spellCheck={false}
                autoComplete="off"
              />
            </div>
          </Field>
        );
      }}
    />
  );
}

/**
 * A new blob or a change to one, made in the part editor: colours, shape, eyes, mouth and an
 * accessory, with the blob drawn live beside the fields. Saved as a draft.
 */
export function BlobEditorDialog({
  blob,
  onSaved,
  onClose,
}: {
  /** null: a new blob. */
  blob: BlobRecord | null;
  onSaved: (saved: BlobRecord) => void;
  onClose: () => void;
}) {
  const { t } = useBlobsScreen();
  const styles = useStyles();
  const form = useForm<BlobBody>({
    resolver: zodResolver(blobBodySchema),
    defaultValues: blob
      ? {
          name: blob.name,
          price: blob.price,
          rarity: blob.rarity,
          available: blob.available,
          look: blob.look,
        }
      : { name: { nl: '', en: '' }, price: 50, rarity: 'common', available: true, look: DEFAULT_BLOB_LOOK },
  });
  const save = useSaveBlob(blob?.id ?? null);
  const errors = form.formState.errors;
  const message = (m: string | undefined) => fieldMessage(t, ERRORS, m);
  const { control } = form;
  const look = useWatch({ control, name: 'look' }) as BlobLook;
  const nameNl = useWatch({ control, name: 'name.nl' });
  const rarity = useWatch({ control, name: 'rarity' });

  // The preview draws what can be drawn: a colour still being typed keeps the last one that could.
  const drawable: BlobLook = {
    ...look,
    colour: HEX.test(look.colour) ? look.colour : DEFAULT_BLOB_LOOK.colour,
    accessoryColour: look.accessoryColour && HEX.test(look.accessoryColour) ? look.accessoryColour : null,
  };
  const name = nameNl?.trim() || t('blobs.form.unnamed');
  const lookWords = [
    t(`blobs.parts.shape.${look.shape}`),
    t(`blobs.parts.eyes.${look.eyes}`),
    t(`blobs.parts.mouth.${look.mouth}`),
    look.accessory ? t(`blobs.parts.accessory.${look.accessory}`) : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <FormDialog
      title={blob ? t('blobs.form.editTitle', { name: blob.name.nl }) : t('blobs.form.createTitle')}
      text={t('blobs.form.text')}
      form={form}
      fields={FIELDS}
      mutation={save}
      onSaved={onSaved}
      submitLabel={t('blobs.form.save')}
      errorKeys={ERRORS}
      t={t}
      onClose={onClose}
    >
      <div className={styles.layout}>
        <div className={styles.fields}>
          <div className={styles.pair}>
            <Field
              label={t('blobs.form.nameNl')}
              required
              validationMessage={message(errors.name?.nl?.message)}
            >
              <FormInput
                control={form.control}
                name="name.nl"
                className={styles.input}
                autoComplete="off"
                maxLength={60}
              />
            </Field>
            <Field
              label={t('blobs.form.nameEn')}
              required
              validationMessage={message(errors.name?.en?.message)}
            >
              <FormInput
                control={form.control}
                name="name.en"
                className={styles.input}
                autoComplete="off"
                maxLength={60}
              />
            </Field>
          </div>
          <Field
            label={t('blobs.form.price')}
            required
            hint={t('blobs.form.priceHint')}
            validationMessage={message(errors.price?.message)}
          >
            <FormInput
              control={form.control}
              name="price"
              asNumber
              className={styles.input}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
            />
          </Field>
          <Controller
            control={control}
            name="rarity"
            render={({ field }) => (
              <Field
                label={t('blobs.form.rarity')}
                hint={t('blobs.form.rarityHint')}
                validationMessage={message(errors.rarity?.message)}
              >
                <RadioGroup
                  layout="horizontal"
                  className={styles.choices}
                  value={field.value}
                  onChange={(_e, data) => field.onChange(data.value)}
                >
                  {BLOB_RARITIES.map((r) => (
                    <Radio key={r} value={r} label={t(`blobs.rarity.${r}`)} />
                  ))}
                </RadioGroup>
              </Field>
            )}
          />
          <Controller
            control={control}
            name="available"
            render={({ field }) => (
              <Field
                hint={t('blobs.form.availableHint')}
                validationMessage={message(errors.available?.message)}
              >
                <Switch
                  label={t('blobs.form.available')}
                  checked={field.value}
                  onChange={(_e, data) => field.onChange(data.checked)}
                />
              </Field>
            )}
          />

          <fieldset className={styles.look}>
            <legend className={styles.legend}>{t('blobs.form.look')}</legend>
            <ColourField
              control={control}
              name="look.colour"
              label={t('blobs.form.colour')}
              codeLabel={t('blobs.form.colourCode')}
              message={message(errors.look?.colour?.message)}
            />
            <Field label={t('blobs.form.shape')} validationMessage={message(errors.look?.shape?.message)}>
              <Select {...form.register('look.shape')}>
                {BLOB_SHAPES.map((shape) => (
                  <option key={shape} value={shape}>
                    {t(`blobs.parts.shape.${shape}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Controller
              control={control}
              name="look.eyes"
              render={({ field }) => (
                <Field label={t('blobs.form.eyes')} validationMessage={message(errors.look?.eyes?.message)}>
                  <RadioGroup
                    layout="horizontal"
                    className={styles.choices}
                    value={field.value}
                    onChange={(_e, data) => field.onChange(data.value)}
                  >
                    {BLOB_EYES.map((eyes) => (
                      <Radio key={eyes} value={eyes} label={t(`blobs.parts.eyes.${eyes}`)} />
                    ))}
                  </RadioGroup>
                </Field>
              )}
            />
            <Controller
              control={control}
              name="look.mouth"
              render={({ field }) => (
                <Field label={t('blobs.form.mouth')} validationMessage={message(errors.look?.mouth?.message)}>
                  <RadioGroup
                    layout="horizontal"
                    className={styles.choices}
                    value={field.value}
                    onChange={(_e, data) => field.onChange(data.value)}
                  >
                    {BLOB_MOUTHS.map((mouth) => (
                      <Radio key={mouth} value={mouth} label={t(`blobs.parts.mouth.${mouth}`)} />
                    ))}
                  </RadioGroup>
                </Field>
              )}
            />
            <Controller
              control={control}
              name="look.accessory"
              render={({ field }) => (
                <Field
                  label={t('blobs.form.accessory')}
                  validationMessage={message(errors.look?.accessory?.message)}
                >
                  <Select
                    value={field.value ?? ''}
                    onChange={(_e, data) => {
                      const next = data.value === '' ? null : (data.value as BlobLook['accessory']);
                      field.onChange(next);
                      if (!next) form.setValue('look.accessoryColour', null);
                    }}
                  >
                    <option value="">{t('blobs.form.noAccessory')}</option>
                    {BLOB_ACCESSORIES.map((accessory) => (
                      <option key={accessory} value={accessory}>
                        {t(`blobs.parts.accessory.${accessory}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
            />
            {look.accessory && (
              <>
                <Checkbox
                  label={t('blobs.form.ownAccessoryColour')}
                  checked={look.accessoryColour !== null}
                  onChange={(_e, data) =>
                    form.setValue(
                      'look.accessoryColour',
                      data.checked ? (ACCESSORY_PARTS[look.accessory!].colour ?? drawable.colour) : null,
                      { shouldDirty: true },
                    )
                  }
                />
                {look.accessoryColour !== null && (
                  <ColourField
                    control={control}
                    name="look.accessoryColour"
                    label={t('blobs.form.accessoryColour')}
                    codeLabel={t('blobs.form.accessoryColourCode')}
                    message={message(errors.look?.accessoryColour?.message)}
                  />
                )}
              </>
            )}
          </fieldset>
        </div>
        <figure className={styles.preview} data-testid="blob-preview">
          <BlobArt
            look={drawable}
            rarity={rarity}
            size="100%"
            className={styles.previewArt}
            label={t('blobs.form.previewLabel', { name, look: lookWords })}
          />
          <figcaption className={styles.previewName}>{name}</figcaption>
        </figure>
      </div>
    </FormDialog>
  );
}
