import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab's title to "{page} · QRecrute" (`app.document_title`). Pages outside the recruiter
 * area (a candidate's apply, sign-up and data pages) set theirs, so that none keeps the app's
 * default "Espace recruteur" title (decision 121).
 */
export const useDocumentTitle = (page: string): void => {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.document_title', { page });
  }, [t, page]);
};
