/**
 * How the build groups modules into files (issue 15, decision 085). Without groups, Rolldown
 * splits the code by the exact set of pages that use each module: no page downloads code it does
 * not run, but a page of the application fetched 25 to 100 files, most under 1 kB, each with its
 * request and headers. The groups below trade a few unused kilobytes for far fewer files, and never
 * put a module of an authenticated page on the login page's path.
 */

const nodeModules = (packages: string) => new RegExp(`node_modules[\\\\/](${packages})[\\\\/]`);

/**
 * The Mantine components of the login form, also used by most other pages; and those of the two
 * signed-in layouts' menus (NavLink, its chevron, the burger), used by every signed-in page.
 */
const FORM_UI =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]((Input|InputBase|TextInput|PasswordInput|ActionIcon|CloseButton|Anchor|Divider|Container|List|NavLink|Burger)[\\/]|Accordion[\\/]AccordionChevron\.mjs$)/;

/**
 * Small form pieces of the UI kit shared by pages of different features (the Save row): with the
 * login form's components, not merged into a neighbour's group, which once put the affiliate
 * forms, ibantools and libphonenumber (35 kB) on the account page.
 */
const SMALL_FORM_PARTS = /[\\/]src[\\/]components[\\/]ui[\\/]form-save-button\.tsx$/;

/** Mantine and the packages its components are built on. */
const UI = nodeModules(
  '@mantine|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|tslib|get-nonce|react-textarea-autosize|react-number-format|@babel|clsx|type-fest',
);

/**
 * Mantine's choice inputs (selects, multi-selects, pills, chips, radios, segmented controls, the
 * scroll area of their lists, the textarea's autosize): used by the forms and filters of six pages
 * or more, rendered by no list or dashboard. A file of their own, apart from the components every
 * screen shows (decision 163).
 */
const CHOICE_INPUTS =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Combobox|Select|MultiSelect|Autocomplete|TagsInput|Pill|PillsInput|Chip|SegmentedControl|FloatingIndicator|Textarea)[\\/]/;

/** The pages (`index.html`, `app/index.html`, `admin/index.html`) and their entry modules. */
const ENTRY = /(\.html|[\\/]apps[\\/]web[\\/]src[\\/](app|marketing|admin)[\\/]main\.tsx?)$/;

/**
 * What the public site's page script imports (decision 096): kept out of the framework file, which
 * the site's pages must not load before an island wakes up. The cookie writer answers the banner's
 * buttons before React is there (decision 124). The candidate app's service worker registration, on
 * the pre-rendered candidate screens (decision 159).
 */
const SITE_SCRIPT_IMPORTS =
  /(preload-helper\.js|[\\/]contracts[\\/]src[\\/]constants\.ts|[\\/]src[\\/]lib[\\/](consent-events|consent-cookie|cookies|candidate-app)\.ts|[\\/]node_modules[\\/]js-cookie[\\/].*)$/;

/**
 * The contracts' modules: constants, and the schemas built with zod beside them. Grouped with the
 * application's small shared modules, a module of schemas brought zod (23 kB) to every page of the
 * group, though only one of them checks a form: the jobs page loaded it for a delete button that
 * shared a file with the business units' schemas (decision 114).
 */
const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]/;

/** The web app's own modules (the contracts' have their group, before these). */
const SRC = /[\\/]apps[\\/]web[\\/]src[\\/]/;

export const codeSplitting = {
  groups: [
    // The public site's page script's few imports: a small file of their own (decision 096).
    { name: 'site-script', test: SITE_SCRIPT_IMPORTS, priority: 110 },
    // What the first page needs, whichever it is (React, router, Mantine's base, i18next, Query,
    // the shell, core texts): one file, shared by the application and the marketing site.
    // The entry modules themselves stay in their entry chunks: a chunk runs all its modules.
    { name: 'framework', tags: ['$initial' as const], test: (id: string) => !ENTRY.test(id), priority: 100 },
    // Forms and schemas: whole libraries, for the pages that use them (with the contracts' common
    // validation rules).
    { name: 'forms', test: nodeModules('react-hook-form|@hookform'), priority: 60 },
    {
      name: 'zod',
      test: (id: string) =>
        nodeModules('zod').test(id) || /contracts[\\/]src[\\/]validation\.ts$|src[\\/]lib[\\/]zod-jitless\.ts$/.test(id),
      priority: 55,
    },
    // Mantine: the login form's components; then, in one file, those that 6 pages or more use;
    // the others stay with the pages that use them.
    { name: 'mantine-forms', test: (id: string) => FORM_UI.test(id) || SMALL_FORM_PARTS.test(id), priority: 52 },
    { name: 'mantine-inputs', test: CHOICE_INPUTS, minShareCount: 6, includeDependenciesRecursively: false, priority: 51 },
    { name: 'mantine', test: UI, minShareCount: 6, priority: 50 },
    // Every icon (6 kB): one file instead of one file per icon.
    { name: 'icons', test: nodeModules('@tabler'), priority: 45 },
    // The contracts' modules by the set of pages that use them, never merged either.
    { name: 'contracts', test: CONTRACTS, entriesAware: true, entriesAwareMergeThreshold: 0, priority: 42 },
    // The application's shared modules, grouped by the set of pages that use them, and never merged
    // with a neighbouring group (decision 114): a merge puts the neighbour's modules on the page,
    // and what they import (libphonenumber on the resume shop, react-hook-form on the affiliate
    // dashboard, 14 kB). Over HTTP/2 a small file costs a request's few bytes of headers.
    // The registration pages' shared modules merge among themselves only (the steps of one journey):
    // merged with another feature's group they brought the registration store and libphonenumber to
    // that feature's pages.
    {
      name: 'common',
      test: /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]registration[\\/]/,
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: 2000,
      priority: 41,
    },
    { name: 'common', test: SRC, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 0, priority: 40 },
  ],
};

/** `app-common~jobs-page~...-[hash].js` -> `common-[hash].js`: names of shared chunks stay short. */
export const chunkFileNames = (chunk: { name: string }): string => `assets/${chunk.name.split('~')[0]}-[hash].js`;
