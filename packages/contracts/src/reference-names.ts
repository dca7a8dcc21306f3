/**
 * The fixed reference names (contracts, working times, remote work: the API's reference data, in
 * French) and the key of each one's text in the web app (`reference.<key>`), so that English pages
 * say "Permanent (CDI)" and "Full time" (issue 29). A name without a key is shown as it is.
 *
 * Zod-free on purpose: job cards import it, and the list pages load no zod (decision 114).
 */
export const REFERENCE_NAME_KEYS: Readonly<Record<string, string>> = {
  CDI: 'cdi',
  CDD: 'cdd',
  Intérim: 'interim',
  Alternance: 'work_study',
  Stage: 'internship',
  Saisonnier: 'seasonal',
  Freelance: 'freelance',
  'Temps plein': 'full_time',
  'Temps partiel': 'part_time',
  'Horaires de nuit': 'night_shifts',
  'Week-end': 'weekend',
  'Sur site': 'on_site',
  'Télétravail partiel': 'partly_remote',
  'Télétravail complet': 'fully_remote',
};
