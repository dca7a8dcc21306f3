import { CATALOGUE_PRICES, PRODUCT_NAMES, type CataloguePrice } from '@app/contracts/catalogue';
import type { ProductCode } from '../schema/index.ts';

/**
 * The reference lists seeded at first start (spec section 3, "Reference lists"), in French. They
 * live in the database so that operators can edit them; these are only the initial values.
 */

/** Ordered by `level`, so that the match can tell "meets the required level" from "one below". */
export const EXPERIENCES = ['Débutant', 'Moins de 1 an', '1 à 3 ans', '3 à 5 ans', '5 à 10 ans', 'Plus de 10 ans'] as const;

export const LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'fr', name: 'Français' },
  { code: 'en', name: 'Anglais' },
  { code: 'es', name: 'Espagnol' },
  { code: 'de', name: 'Allemand' },
  { code: 'it', name: 'Italien' },
  { code: 'pt', name: 'Portugais' },
  { code: 'ar', name: 'Arabe' },
  { code: 'zh', name: 'Chinois' },
  { code: 'ru', name: 'Russe' },
  { code: 'nl', name: 'Néerlandais' },
  { code: 'pl', name: 'Polonais' },
  { code: 'ro', name: 'Roumain' },
  { code: 'tr', name: 'Turc' },
  { code: 'ja', name: 'Japonais' },
  { code: 'uk', name: 'Ukrainien' },
  { code: 'fsl', name: 'Langue des signes française (LSF)' },
];

export const LANGUAGE_LEVELS = ['Notions', 'Intermédiaire', 'Courant', 'Bilingue', 'Langue maternelle'] as const;

/** French driving licence categories. */
export const LICENCES: readonly { code: string; name: string }[] = [
  { code: 'AM', name: 'Permis AM (cyclomoteur, voiturette)' },
  { code: 'A1', name: 'Permis A1 (moto légère 125 cm³)' },
  { code: 'A2', name: 'Permis A2 (moto de puissance intermédiaire)' },
  { code: 'A', name: 'Permis A (moto)' },
  { code: 'B1', name: 'Permis B1 (quadricycle lourd)' },
  { code: 'B', name: 'Permis B (voiture)' },
  { code: 'BE', name: 'Permis BE (voiture avec remorque)' },
  { code: 'C1', name: 'Permis C1 (camion de 3,5 à 7,5 t)' },
  { code: 'C1E', name: 'Permis C1E (camion léger avec remorque)' },
  { code: 'C', name: 'Permis C (poids lourd)' },
  { code: 'CE', name: 'Permis CE (poids lourd avec remorque, semi-remorque)' },
  { code: 'D1', name: 'Permis D1 (minibus, 16 passagers au plus)' },
  { code: 'D1E', name: 'Permis D1E (minibus avec remorque)' },
  { code: 'D', name: 'Permis D (autocar, autobus)' },
  { code: 'DE', name: 'Permis DE (autocar avec remorque)' },
];

/** `icon` names an icon of the web app's set. */
export const LOCOMOTIONS: readonly { name: string; icon: string }[] = [
  { name: 'À pied', icon: 'walk' },
  { name: 'Vélo', icon: 'bike' },
  { name: 'Trottinette', icon: 'kick-scooter' },
  { name: 'Scooter', icon: 'scooter' },
  { name: 'Moto', icon: 'motorbike' },
  { name: 'Voiture', icon: 'car' },
  { name: 'Transports en commun', icon: 'bus' },
];

/** CACES (Certificat d'aptitude à la conduite en sécurité), 2020 recommendations. */
export const CACES: readonly { code: string; name: string }[] = [
  { code: 'R482-A', name: 'CACES R482 A – Engins compacts' },
  { code: 'R482-B1', name: "CACES R482 B1 – Engins d'extraction à déplacement séquentiel" },
  { code: 'R482-B2', name: 'CACES R482 B2 – Engins de sondage ou de forage' },
  { code: 'R482-B3', name: 'CACES R482 B3 – Engins rail-route' },
  { code: 'R482-C1', name: 'CACES R482 C1 – Engins de chargement à déplacement alternatif' },
  { code: 'R482-C2', name: 'CACES R482 C2 – Engins de réglage à déplacement alternatif' },
  { code: 'R482-C3', name: 'CACES R482 C3 – Engins de nivellement à déplacement alternatif' },
  { code: 'R482-D', name: 'CACES R482 D – Engins de compactage' },
  { code: 'R482-E', name: 'CACES R482 E – Engins de transport' },
  { code: 'R482-F', name: 'CACES R482 F – Chariots de manutention tout-terrain' },
  { code: 'R482-G', name: 'CACES R482 G – Conduite hors production des engins de chantier' },
  { code: 'R484-1', name: 'CACES R484 1 – Ponts roulants et portiques à commande au sol' },
  { code: 'R484-2', name: 'CACES R484 2 – Ponts roulants et portiques à commande en cabine' },
  { code: 'R485-1', name: 'CACES R485 1 – Gerbeurs à conducteur accompagnant (levée de 1,20 m à 2,50 m)' },
  { code: 'R485-2', name: 'CACES R485 2 – Gerbeurs à conducteur accompagnant (levée de plus de 2,50 m)' },
  { code: 'R486-A', name: 'CACES R486 A – Plates-formes élévatrices (PEMP) à élévation verticale' },
  { code: 'R486-B', name: 'CACES R486 B – Plates-formes élévatrices (PEMP) à élévation multidirectionnelle' },
  { code: 'R486-C', name: 'CACES R486 C – Conduite hors production des PEMP' },
  { code: 'R489-1A', name: 'CACES R489 1A – Transpalettes à conducteur porté et préparateurs de commandes au sol' },
  { code: 'R489-1B', name: 'CACES R489 1B – Gerbeurs à conducteur porté' },
  { code: 'R489-2A', name: 'CACES R489 2A – Chariots à plateau porteur (jusqu’à 2 t)' },
  { code: 'R489-2B', name: 'CACES R489 2B – Chariots tracteurs industriels (jusqu’à 25 t)' },
  { code: 'R489-3', name: 'CACES R489 3 – Chariots élévateurs en porte-à-faux (jusqu’à 6 t)' },
  { code: 'R489-4', name: 'CACES R489 4 – Chariots élévateurs en porte-à-faux (plus de 6 t)' },
  { code: 'R489-5', name: 'CACES R489 5 – Chariots élévateurs à mât rétractable' },
  { code: 'R489-6', name: 'CACES R489 6 – Chariots élévateurs à poste de conduite élevable' },
  { code: 'R489-7', name: 'CACES R489 7 – Conduite hors production des chariots' },
];

export const CONTRACTS = ['CDI', 'CDD', 'Intérim', 'Alternance', 'Stage', 'Saisonnier', 'Freelance'] as const;
export const WORKING_TIMES = ['Temps plein', 'Temps partiel', 'Horaires de nuit', 'Week-end'] as const;
export const REMOTES = ['Sur site', 'Télétravail partiel', 'Télétravail complet'] as const;

export const RECRUITMENT_STEPS = [
  'Appel téléphonique',
  'Entretien individuel',
  'Entretien collectif',
  'Entretien avec le manager',
  'Entretien en visioconférence',
  'Mise en situation',
  'Test technique',
  "Journée d'immersion",
  'Réponse sous 48 heures',
  "Période d'essai",
] as const;

/** Skill groups (spec section 3): the ids are part of the contract. */
export const SKILL_GROUPS = [
  { id: 1, name: 'Qualités personnelles' },
  { id: 2, name: 'Connaissances professionnelles' },
  { id: 3, name: 'Savoir-être professionnels' },
] as const;
export const PERSONAL_QUALITIES_GROUP = 1;
export const PROFESSIONAL_KNOWLEDGE_GROUP = 2;
export const SOFT_SKILLS_GROUP = 3;

export const PERSONAL_QUALITIES = [
  'Autonomie',
  'Rigueur',
  'Ponctualité',
  'Dynamisme',
  'Sourire',
  "Sens de l'organisation",
  'Curiosité',
  'Patience',
  'Créativité',
  'Polyvalence',
  'Honnêteté',
  'Calme',
  'Sociabilité',
  'Motivation',
  'Minutie',
  'Empathie',
  'Discrétion',
  "Esprit d'initiative",
  'Bonne présentation',
  'Résistance physique',
  'Bonne humeur',
  'Fiabilité',
  'Enthousiasme',
  'Assiduité',
] as const;

/**
 * Professional knowledge of our own. `domains` are ROME code prefixes (large domain letter or
 * professional domain) where the item is relevant; '*' means everywhere. The demo data uses them to
 * give a waiter restaurant knowledge rather than accounting.
 */
export const PROFESSIONAL_KNOWLEDGE: readonly { name: string; domains: readonly string[] }[] = [
  { name: 'Service en salle', domains: ['G18'] },
  { name: 'Service au bar et préparation de cocktails', domains: ['G18'] },
  { name: 'Mise en place de la salle', domains: ['G18'] },
  { name: 'Prise de commande', domains: ['G16', 'G18'] },
  { name: 'Techniques culinaires', domains: ['G16', 'D11'] },
  { name: 'Préparation des entrées et des desserts', domains: ['G16'] },
  { name: "Règles d'hygiène alimentaire (HACCP)", domains: ['G16', 'G18', 'D11', 'H21'] },
  { name: 'Gestion des stocks', domains: ['D', 'N1', 'G16'] },
  { name: 'Encaissement', domains: ['D', 'G18'] },
  { name: 'Accueil de la clientèle', domains: ['D', 'G', 'M16'] },
  { name: 'Techniques de vente', domains: ['D'] },
  { name: 'Conseil client', domains: ['D', 'C'] },
  { name: 'Mise en rayon et facing', domains: ['D15'] },
  { name: 'Étiquetage et balisage des prix', domains: ['D15'] },
  { name: 'Réception des marchandises', domains: ['N11', 'D15'] },
  { name: 'Préparation de commandes', domains: ['N11'] },
  { name: 'Conduite de chariot élévateur', domains: ['N11'] },
  { name: 'Utilisation de scanners et terminaux radio', domains: ['N11'] },
  { name: 'Gestes et postures de manutention', domains: ['N1', 'K13', 'J15'] },
  { name: 'Lecture de plans', domains: ['F', 'H'] },
  { name: 'Maçonnerie traditionnelle', domains: ['F17'] },
  { name: 'Installation électrique', domains: ['F16', 'I13'] },
  { name: 'Habilitation électrique', domains: ['F16', 'I1'] },
  { name: 'Plomberie sanitaire', domains: ['F16'] },
  { name: 'Peinture et finitions', domains: ['F16'] },
  { name: 'Soudure', domains: ['H29', 'F15'] },
  { name: 'Maintenance préventive', domains: ['I'] },
  { name: 'Diagnostic de pannes', domains: ['I'] },
  { name: "Soins d'hygiène et de confort", domains: ['J15', 'K13'] },
  { name: 'Prise des constantes', domains: ['J15'] },
  { name: 'Aide à la prise des repas', domains: ['J15', 'K13'] },
  { name: 'Accompagnement des personnes âgées', domains: ['K13', 'J15'] },
  { name: 'Entretien du linge', domains: ['K13', 'G15'] },
  { name: 'Nettoyage et désinfection des locaux', domains: ['K22', 'G15', 'J13'] },
  { name: 'Pack Office (Word, Excel)', domains: ['M', 'C'] },
  { name: 'Comptabilité générale', domains: ['M12'] },
  { name: 'Gestion de la paie', domains: ['M15', 'M12'] },
  { name: 'Gestion administrative', domains: ['M16', 'M15'] },
  { name: 'Saisie de données', domains: ['M16'] },
  { name: 'Développement web (HTML, CSS, JavaScript)', domains: ['M18', 'E'] },
  { name: 'Bases de données SQL', domains: ['M18'] },
  { name: 'Méthodes agiles', domains: ['M18'] },
  { name: 'Administration de réseaux', domains: ['M18', 'I14'] },
  { name: 'Prospection commerciale', domains: ['D14', 'M17', 'C'] },
  { name: 'Négociation commerciale', domains: ['D14', 'M17'] },
  { name: 'Relation client à distance', domains: ['D14'] },
  { name: 'Conduite de poids lourd', domains: ['N41'] },
  { name: 'Réglementation du transport routier', domains: ['N41', 'N42'] },
  { name: 'Organisation de tournées de livraison', domains: ['N41'] },
  { name: 'Sauveteur secouriste du travail (SST)', domains: ['*'] },
  { name: 'Sécurité incendie (SSIAP)', domains: ['K25'] },
  { name: 'Entretien des espaces verts', domains: ['A12'] },
  { name: "Conduite d'engins agricoles", domains: ['A11', 'A14'] },
  { name: "Animation de groupes d'enfants", domains: ['G12', 'K12', 'K13'] },
  { name: 'Techniques de coiffure', domains: ['D12'] },
  { name: 'Soins esthétiques', domains: ['D12'] },
  { name: 'Boulangerie et viennoiserie', domains: ['D11'] },
  { name: 'Découpe de viande', domains: ['D11', 'H21'] },
  { name: 'Conditionnement et emballage', domains: ['H33', 'N11'] },
  { name: 'Contrôle qualité', domains: ['H'] },
  { name: 'Réglage de machines de production', domains: ['H'] },
  { name: "Recrutement et entretiens d'embauche", domains: ['M15'] },
  { name: 'Anglais professionnel', domains: ['*'] },
];

/**
 * ROME knowledge sub-categories added to ours when the ROME files are given: food (restaurants and
 * food shops are the first users of the QR code) and programming languages (head-hunters). The
 * whole file (15,000 items) would drown the pick lists.
 */
export const ROME_KNOWLEDGE_SUBCATEGORIES = ['Aliments et spécialités culinaires', 'Langages informatiques'] as const;
/** Where the ROME knowledge items of each sub-category fit (ROME code prefixes, as `domains` above). */
export const ROME_KNOWLEDGE_DOMAINS: Record<(typeof ROME_KNOWLEDGE_SUBCATEGORIES)[number], readonly string[]> = {
  'Aliments et spécialités culinaires': ['G16', 'D11'],
  'Langages informatiques': ['M18'],
};

/** Our professional soft skills, used when the ROME competence file is not given. */
export const SOFT_SKILLS: readonly { name: string; description: string }[] = [
  { name: 'Travail en équipe', description: "Travailler avec les autres et se coordonner pour atteindre les objectifs de l'équipe." },
  { name: 'Sens du service', description: 'Comprendre les attentes des clients ou des usagers et y répondre avec attention.' },
  { name: 'Écoute et empathie', description: "Écouter activement, comprendre le point de vue de l'autre et faire preuve de diplomatie." },
  { name: 'Autonomie', description: 'Prendre en charge son travail sans encadrement permanent et savoir demander de l’aide.' },
  { name: 'Sens des responsabilités', description: 'S’engager sur un objectif et signaler à temps ce qui empêche de l’atteindre.' },
  { name: 'Réactivité', description: 'Réagir vite aux imprévus en traitant d’abord ce qui est urgent et important.' },
  { name: 'Gestion du stress', description: 'Garder son calme et rester efficace dans les situations tendues ou imprévues.' },
  { name: "Capacité d'adaptation", description: "S'adapter aux changements d'organisation, d'équipe, d'horaires ou de méthodes." },
  { name: 'Organisation', description: 'Planifier et prioriser ses tâches en tenant compte des délais et des moyens.' },
  { name: 'Rigueur et précision', description: 'Suivre les consignes et les procédures avec exactitude, sans erreur.' },
  { name: 'Persévérance', description: 'Mener une tâche à son terme malgré les difficultés rencontrées.' },
  { name: 'Force de proposition', description: 'Proposer des idées pour résoudre un problème ou améliorer une situation.' },
  { name: 'Leadership', description: 'Fédérer une équipe autour d’un objectif commun et l’entraîner.' },
  { name: 'Curiosité', description: "S'intéresser à la nouveauté et chercher à comprendre pour mieux agir." },
  { name: 'Créativité', description: 'Imaginer des solutions ou des produits nouveaux.' },
  { name: 'Communication', description: 'Transmettre clairement une information, à l’oral comme à l’écrit.' },
];

/** Our activity sectors; `romeDomainCode` links each to ROME (large domain or professional domain). */
export const ACTIVITY_SECTORS: readonly { name: string; romeDomainCode: string | null }[] = [
  { name: 'Hôtellerie-restauration', romeDomainCode: 'G' },
  { name: 'Restauration rapide', romeDomainCode: 'G16' },
  { name: 'Tourisme et loisirs', romeDomainCode: 'G1' },
  { name: 'Commerce de détail', romeDomainCode: 'D1' },
  { name: 'Grande distribution', romeDomainCode: 'D15' },
  { name: 'Commerce de gros', romeDomainCode: 'D14' },
  { name: 'Boulangerie-pâtisserie', romeDomainCode: 'D11' },
  { name: 'Coiffure et esthétique', romeDomainCode: 'D12' },
  { name: 'BTP', romeDomainCode: 'F' },
  { name: 'Industrie', romeDomainCode: 'H' },
  { name: 'Industrie agroalimentaire', romeDomainCode: 'H21' },
  { name: 'Transport et logistique', romeDomainCode: 'N' },
  { name: 'Santé', romeDomainCode: 'J' },
  { name: 'Aide à domicile et services à la personne', romeDomainCode: 'K13' },
  { name: 'Action sociale et médico-social', romeDomainCode: 'K12' },
  { name: 'Propreté et nettoyage', romeDomainCode: 'K22' },
  { name: 'Sécurité privée', romeDomainCode: 'K25' },
  { name: 'Banque et assurance', romeDomainCode: 'C1' },
  { name: 'Immobilier', romeDomainCode: 'C15' },
  { name: 'Informatique et numérique', romeDomainCode: 'M18' },
  { name: 'Conseil et services aux entreprises', romeDomainCode: 'M' },
  { name: 'Ressources humaines et recrutement', romeDomainCode: 'M15' },
  { name: 'Travail temporaire', romeDomainCode: null },
  { name: 'Communication et marketing', romeDomainCode: 'E' },
  { name: 'Éducation et formation', romeDomainCode: 'K21' },
  { name: 'Agriculture', romeDomainCode: 'A' },
  { name: 'Espaces verts et paysage', romeDomainCode: 'A12' },
  { name: 'Automobile et maintenance', romeDomainCode: 'I16' },
  { name: 'Énergie et environnement', romeDomainCode: 'H27' },
  { name: 'Culture et spectacle', romeDomainCode: 'L' },
  { name: 'Sport', romeDomainCode: 'G12' },
  { name: 'Artisanat', romeDomainCode: 'B' },
  { name: 'Administration publique', romeDomainCode: 'K14' },
];

/** Advantage catalogue by category; `icon` names an icon of the web app's set. */
export const ADVANTAGE_CATEGORIES: readonly { name: string; advantages: readonly { name: string; icon: string }[] }[] = [
  {
    name: 'Rémunération',
    advantages: [
      { name: 'Tickets restaurant', icon: 'ticket' },
      { name: '13e mois', icon: 'coins' },
      { name: 'Primes sur objectifs', icon: 'target' },
      { name: 'Intéressement et participation', icon: 'chart' },
      { name: 'Heures supplémentaires majorées', icon: 'clock' },
      { name: 'Pourboires', icon: 'tip' },
    ],
  },
  {
    name: 'Bien-être',
    advantages: [
      { name: "Mutuelle d'entreprise", icon: 'health' },
      { name: 'Comité social et économique (CSE)', icon: 'gift' },
      { name: 'Salle de sport ou abonnement sportif', icon: 'dumbbell' },
      { name: 'Horaires aménagés', icon: 'calendar' },
      { name: 'Deux jours de repos consécutifs', icon: 'sun' },
    ],
  },
  {
    name: 'Transport',
    advantages: [
      { name: 'Remboursement des transports en commun', icon: 'bus' },
      { name: 'Parking gratuit', icon: 'parking' },
      { name: 'Forfait mobilités durables', icon: 'bike' },
      { name: 'Véhicule de service', icon: 'car' },
    ],
  },
  {
    name: 'Formation',
    advantages: [
      { name: 'Formation interne', icon: 'graduation' },
      { name: 'Évolution de carrière', icon: 'stairs' },
      { name: 'Tutorat à l’arrivée', icon: 'users' },
      { name: 'Financement de formations certifiantes', icon: 'certificate' },
    ],
  },
  {
    name: 'Restauration',
    advantages: [
      { name: 'Repas fournis', icon: 'utensils' },
      { name: "Restaurant d'entreprise", icon: 'restaurant' },
      { name: 'Réductions sur les produits', icon: 'percent' },
    ],
  },
  {
    name: "Vie d'équipe",
    advantages: [
      { name: 'Événements d’équipe', icon: 'party' },
      { name: 'Séminaires', icon: 'presentation' },
      { name: 'Télétravail possible', icon: 'home' },
    ],
  },
];

export interface ProductSeed {
  code: ProductCode;
  name: string;
  description: string;
  /** The catalogue's prices (packages/contracts catalogue.ts, the one definition, decision 122). */
  prices: readonly CataloguePrice[];
}

/**
 * Products of the product decisions ("Prices") with the catalogue's prices, cents excluding VAT
 * (decision 122: the catalogue is the one definition; names and descriptions say no amount).
 * Offered products are seeded before the products that offer them.
 */
export const PRODUCTS: readonly ProductSeed[] = [
  {
    code: 'regular_resume',
    name: PRODUCT_NAMES.regular_resume.fr,
    description: "Accès au CV et aux coordonnées d'un candidat",
    prices: CATALOGUE_PRICES.regular_resume,
  },
  {
    code: 'rare_resume',
    name: PRODUCT_NAMES.rare_resume.fr,
    description: "Accès au CV et aux coordonnées d'un candidat repéré comme perle rare",
    prices: CATALOGUE_PRICES.rare_resume,
  },
  {
    code: 'additional_poster',
    name: PRODUCT_NAMES.additional_poster.fr,
    description: 'Affiche avec votre code QR personnel',
    prices: CATALOGUE_PRICES.additional_poster,
  },
  {
    code: 'additional_sticker',
    name: PRODUCT_NAMES.additional_sticker.fr,
    description: 'Autocollant avec votre code QR personnel',
    prices: CATALOGUE_PRICES.additional_sticker,
  },
  {
    code: 'premium_headhunter',
    name: PRODUCT_NAMES.premium_headhunter.fr,
    description: 'Recrutement gratuit illimité (coordonnées des candidats) et page marque employeur, facturé annuellement',
    prices: CATALOGUE_PRICES.premium_headhunter,
  },
  {
    code: 'address_subscription',
    name: PRODUCT_NAMES.address_subscription.fr,
    description: 'Abonnement d’une adresse : code QR, candidatures et coordonnées des candidats',
    prices: CATALOGUE_PRICES.address_subscription,
  },
  {
    code: 'affiliate_kit',
    name: PRODUCT_NAMES.affiliate_kit.fr,
    description: 'Kit d’affiches et d’autocollants avec votre code QR personnel, abonnement annuel',
    prices: CATALOGUE_PRICES.affiliate_kit,
  },
];
