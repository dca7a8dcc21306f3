// ALTCHA's French texts register themselves on import; the package ships no type for this file.
declare module 'altcha/i18n/fr-fr';
