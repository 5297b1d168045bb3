import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavingsCardResponse } from '../../domain/contracts/practice';
import { buyBlob, fetchSavingsCard } from '../api';
import { CheckIcon, CoinIcon, PartyIcon } from '../icons';
import { Blob } from './Blob';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; card: SavingsCardResponse };

/** The savings card as a dialog: the blobs the child owns, and buying new ones with coins. */
export function SavingsCard({ leerlingId, onClose }: { leerlingId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('student');
  const lang = i18n.language === 'en' ? 'en' : 'nl';
  const dialog = useRef<HTMLDialogElement>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [buying, setBuying] = useState<string | null>(null);
  const [buyError, setBuyError] = useState(false);
  /** The blob just bought: it celebrates, and the live region says so. */
  const [bought, setBought] = useState<string | null>(null);

  const reload = useCallback(
    (justBought: string | null = null) => {
      fetchSavingsCard(leerlingId).then(
        (card) => {
          setLoad({ state: 'ready', card });
          setBought(justBought && card.owned.includes(justBought) ? justBought : null);
        },
        () => setLoad({ state: 'error' }),
      );
    },
    [leerlingId],
  );
  useEffect(() => reload(), [reload]);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);

  const buy = (blobId: string) => {
    setBuying(blobId);
    setBuyError(false);
    setBought(null);
    buyBlob(leerlingId, blobId)
      .then(
        () => reload(blobId),
        () => setBuyError(true),
      )
      .finally(() => setBuying(null));
  };

  const boughtBlob = load.state === 'ready' ? load.card.catalog.find((b) => b.id === bought) : undefined;

  return (
    <dialog
      ref={dialog}
      className="spaarkaart"
      aria-labelledby="spaarkaart-title"
      onClose={onClose}
      data-testid="savings-card"
    >
      <div className="spaarkaart__head">
        <h2 id="spaarkaart-title">{t('spaarkaart.title')}</h2>
        <button type="button" className="landkaart__button" onClick={() => dialog.current?.close()}>
          {t('spaarkaart.close')}
        </button>
      </div>
      {load.state === 'loading' && <p role="status">{t('spaarkaart.loading')}</p>}
      {load.state === 'error' && (
        <div role="alert">
          <p>{t('spaarkaart.error')}</p>
          <button type="button" className="landkaart__button" onClick={() => reload()}>
            {t('landkaart.retry')}
          </button>
        </div>
      )}
      {load.state === 'ready' && (
        <>
          <p className="spaarkaart__coins">
            <CoinIcon /> {t('spaarkaart.coins', { count: load.card.coins })}
          </p>
          {/* Always in the page, so screen readers hear the news when it fills. */}
          <p className="spaarkaart__news" role="status" data-testid="savings-news">
            {boughtBlob && (
              <>
                <PartyIcon /> {t('spaarkaart.bought', { name: boughtBlob.name[lang] })}
              </>
            )}
          </p>
          {buyError && (
            <p role="alert" className="landkaart__banner landkaart__banner--error">
              {t('spaarkaart.buyError')}
            </p>
          )}
          <ul className="spaarkaart__grid">
            {load.card.catalog.map((blob) => {
              const owned = load.card.owned.includes(blob.id);
              const missing = blob.price - load.card.coins;
              const state =
                blob.id === bought
                  ? ' spaarkaart__blob--owned spaarkaart__blob--new'
                  : owned
                    ? ' spaarkaart__blob--owned'
                    : '';
              return (
                <li key={blob.id} className={`spaarkaart__blob${state}`} data-testid={`blob-${blob.id}`}>
                  {blob.id === bought && <span className="spaarkaart__sparkles" aria-hidden="true" />}
                  <Blob look={blob.look} rarity={blob.rarity} owned={owned} />
                  <span className="spaarkaart__name">{blob.name[lang]}</span>
                  {owned ? (
                    <span className="spaarkaart__owned">
                      <CheckIcon /> {t('spaarkaart.owned')}
                    </span>
                  ) : missing > 0 ? (
                    <span className="spaarkaart__price">{t('spaarkaart.tooExpensive', { missing })}</span>
                  ) : (
                    <button
                      type="button"
                      className="landkaart__button"
                      disabled={buying !== null}
                      onClick={() => buy(blob.id)}
                    >
                      <span>
                        <CoinIcon /> {t('spaarkaart.buy', { price: blob.price })}
                      </span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </dialog>
  );
}
