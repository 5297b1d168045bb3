import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Label,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useId, useState, type FormEvent } from 'react';
import { CSV_IMPORT_MAX_CHARS } from '../../../domain/contracts/content-line';
import { fieldErrorsOfResponse } from '../../../shell/lib/http';
import { errorMessage } from '../../shared/queries';
import { useCollectionsScreen, useImportCollection } from './api';

const useStyles = makeStyles({
  content: { display: 'grid', gap: '12px' },
  text: { margin: 0 },
  lines: { margin: '4px 0 0', paddingLeft: '20px' },
  file: { display: 'grid', gap: '4px', justifyItems: 'start' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Imports a CSV file of sums: the server checks every line and imports nothing when one is wrong;
 * the lines it names are listed here by number.
 */
export function ImportCsvDialog({
  collectionId,
  onImported,
  onClose,
}: {
  collectionId: string;
  onImported: (fileName: string) => void;
  onClose: () => void;
}) {
  const { t } = useCollectionsScreen();
  const styles = useStyles();
  const importCsv = useImportCollection(collectionId);
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<'append' | 'replace'>('append');
  const [fileError, setFileError] = useState<string | null>(null);
  const fileId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError(t('csv.chooseFile'));
    const csv = await file.text();
    if (csv.length > CSV_IMPORT_MAX_CHARS) return setFileError(t('csv.tooLarge'));
    setFileError(null);
    importCsv.mutate({ csv, mode }, { onSuccess: () => onImported(file.name) });
  };

  const errors = importCsv.isError ? (fieldErrorsOfResponse(importCsv.error) ?? {}) : {};
  const lines = Object.entries(errors)
    .filter(([key]) => key.startsWith('line.'))
    .map(([key, reason]) => ({ line: Number(key.slice(5)), reason }))
    .sort((a, b) => a.line - b.line);
  const other = Object.entries(errors).filter(([key]) => !key.startsWith('line.'));

  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('csv.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <p className={styles.text}>{t('csv.text')}</p>
              <div className={styles.file}>
                <Label htmlFor={fileId} required>
                  {t('csv.file')}
                </Label>
                <input
                  id={fileId}
                  aria-invalid={fileError ? true : undefined}
                  aria-describedby={fileError ? `${fileId}-error` : undefined}
                  type="file"
                  accept=".csv,text/csv,text/plain"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setFileError(null);
                    importCsv.reset();
                  }}
                />
                {fileError && (
                  <Text id={`${fileId}-error`} className={styles.error}>
                    {fileError}
                  </Text>
                )}
              </div>
              <Field label={t('csv.mode')}>
                <RadioGroup value={mode} onChange={(_e, data) => setMode(data.value as 'append' | 'replace')}>
                  <Radio value="append" label={t('csv.append')} />
                  <Radio value="replace" label={t('csv.replace')} />
                </RadioGroup>
              </Field>
              {importCsv.isError && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>
                    {lines.length > 0 ? (
                      <>
                        {t('csv.lines')}
                        <ul className={styles.lines}>
                          {lines.map((l) => (
                            <li key={l.line}>{t('csv.line', { line: l.line, reason: t(l.reason === 'duplicate' ? 'errors.duplicateLine' : `errors.${l.reason}`) })}</li>
                          ))}
                        </ul>
                      </>
                    ) : (
                      <>
                        {errorMessage(importCsv.error)}
                        {other.length > 0 && ` ${other.map(([, code]) => t(`errors.${code}`, { defaultValue: '' })).join(' ')}`}
                      </>
                    )}
                  </MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common:admin.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={importCsv.isPending}>
                {t('csv.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
