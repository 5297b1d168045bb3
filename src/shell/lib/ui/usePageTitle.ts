import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title: the page's title and the product name (SPEC §1). */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation('common');
  const product = t('productName');
  useEffect(() => {
    document.title = title ? `${title} – ${product}` : product;
  }, [title, product]);
}
