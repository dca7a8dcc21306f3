/**
 * Static content of the demo data: the five demo accounts of the product decisions ("Demo
 * accounts") and the lists the candidate generator draws from. Jobs are named as in both the
 * starter catalogue and ROME, and carry their ROME code as a fallback.
 */

/** Password of every demo account (product decisions; the README lists the accounts). */
export const DEMO_PASSWORD = 'Demo-Password-2026!';

export const DEMO_EMAILS = {
  recruiter: 'recruteur@demo.test',
  premium: 'premium@demo.test',
  headhunter: 'chasseur@demo.test',
  headhunterPremium: 'chasseur-premium@demo.test',
  affiliate: 'affilie@demo.test',
} as const;

export interface DemoJobSpec {
  /** Job title to look up (searched without accents); `rome` finds a job if the title is absent. */
  name: string;
  rome: string;
  monthlySalary: number;
  contracts: readonly string[];
  workingTime: string;
  remote: string;
  /** Minimum experience level accepted (index in EXPERIENCES); the job accepts that level and up to two more. */
  experienceLevel: number;
  businessUnit?: string;
  urgent?: boolean;
  licences?: readonly string[];
  caces?: readonly string[];
  description: string;
}

export interface DemoAddressSpec {
  name: string;
  /** INSEE codes to try in order: the arrondissement (La Poste's file) then the whole commune (starter list). */
  inseeCodes: readonly string[];
  street: string;
  qrcodeTown: string;
  businessUnits?: readonly string[];
  jobs: readonly DemoJobSpec[];
}

export interface DemoAccountSpec {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  /** Full name of the manager; head-hunters have none (spec section 6). */
  manager: string | null;
  phoneNumber: string;
  maxAddresses: number;
  isHeadhunter: boolean;
  headhunterPremium: boolean;
  isAffiliate: boolean;
  activitySector: string;
  /** Where the company is, when it has no address (affiliates). */
  home: { inseeCodes: readonly string[]; street: string };
  /** The first address is the parent of the others. */
  addresses: readonly DemoAddressSpec[];
  /** Months since the account was created. */
  ageInMonths: number;
}

const SERVICE = 'Accueil des clients, prise de commande et service en salle dans le respect des standards de la maison.';
const KITCHEN = 'Préparation des plats de la carte, mise en place et respect des règles d’hygiène HACCP.';

export const DEMO_ACCOUNTS: readonly DemoAccountSpec[] = [
  {
    email: DEMO_EMAILS.recruiter,
    firstName: 'Julien',
    lastName: 'Martin',
    company: 'Boulangerie Martin',
    manager: 'Julien Martin',
    phoneNumber: '04 78 42 17 63',
    maxAddresses: 0,
    isHeadhunter: false,
    headhunterPremium: false,
    isAffiliate: false,
    activitySector: 'Boulangerie-pâtisserie',
    home: { inseeCodes: ['69382', '69123'], street: '12 Rue Mercière' },
    ageInMonths: 5,
    addresses: [
      {
        name: 'Boulangerie Martin',
        inseeCodes: ['69382', '69123'],
        street: '12 Rue Mercière',
        qrcodeTown: 'Lyon',
        jobs: [
          {
            name: 'Vendeur / Vendeuse en boulangerie-pâtisserie',
            rome: 'D1106',
            monthlySalary: 1850,
            contracts: ['CDI'],
            workingTime: 'Temps plein',
            remote: 'Sur site',
            experienceLevel: 0,
            description: 'Conseil et vente des pains et pâtisseries, encaissement, mise en valeur de la vitrine.',
          },
          {
            name: 'Boulanger / Boulangère',
            rome: 'D1102',
            monthlySalary: 2100,
            contracts: ['CDI'],
            workingTime: 'Temps plein',
            remote: 'Sur site',
            experienceLevel: 2,
            urgent: true,
            description: 'Fabrication des pains et viennoiseries, du pétrissage à la cuisson. Travail de nuit.',
          },
        ],
      },
    ],
  },
  {
    email: DEMO_EMAILS.premium,
    firstName: 'Camille',
    lastName: 'Rousseau',
    company: 'Les Bonnes Tables',
    manager: 'Camille Rousseau',
    phoneNumber: '01 42 36 58 90',
    maxAddresses: 3,
    isHeadhunter: false,
    headhunterPremium: false,
    isAffiliate: false,
    activitySector: 'Hôtellerie-restauration',
    home: { inseeCodes: ['75102', '75056'], street: '24 Rue Montorgueil' },
    ageInMonths: 14,
    addresses: [
      {
        name: 'Les Bonnes Tables Paris',
        inseeCodes: ['75102', '75056'],
        street: '24 Rue Montorgueil',
        qrcodeTown: 'Paris',
        businessUnits: ['Salle', 'Cuisine', 'Bar'],
        jobs: [
          {
            name: 'Serveur / Serveuse en restauration',
            rome: 'G1803',
            monthlySalary: 1900,
            contracts: ['CDI', 'CDD'],
            workingTime: 'Temps plein',
            remote: 'Sur site',
            experienceLevel: 1,
            businessUnit: 'Salle',
            urgent: true,
            description: SERVICE,
          },
          {
            name: 'Cuisinier / Cuisinière',
            rome: 'G1602',
            monthlySalary: 2200,
            contracts: ['CDI'],
            workingTime: 'Temps plein',
            remote: 'Sur site',
            experienceLevel: 2,
            businessUnit: 'Cuisine',
            description: KITCHEN,
          },
          {
            name: 'Plongeur / Plongeuse en restauration',
            rome: 'G1605',
            monthlySalary: 1800,
            contracts: ['CDD', 'Intérim'],
            workingTime: 'Temps partiel',
            remote: 'Sur site',
            experienceLevel: 0,
            businessUnit: 'Cuisine',
            description: 'Lavage de la vaisselle et des ustensiles, entretien de la plonge et des locaux de cuisine.',
          },
          {
            name: 'Barman / Barmaid',
            rome: 'G1801',
            monthlySalary: 2000,
            contracts: ['CDI'],
            workingTime: 'Horaires de nuit',
            remote: 'Sur site',
            experienceLevel: 2,
            businessUnit: 'Bar',
            description: 'Préparation des boissons et cocktails, tenue du bar et conseil aux clients.',
          },
        ],
      },
      {
        name: 'Les Bonnes Tables Boulogne',
        inseeCodes: ['92012'],
        street: '45 Route de la Reine',
        qrcodeTown: 'Boulogne',
        businessUnits: ['Salle', 'Cuisine'],
        jobs: [
          {
            name: 'Chef / Cheffe de rang',
            rome: 'G1803',
            monthlySalary: 2100,
            contracts: ['CDI'],
            workingTime: 'Temps plein',
            remote: 'Sur site',
            experienceLevel: 2,
            businessUnit: 'Salle',
            description: 'Responsable d’un rang de tables : accueil, conseil, service et encaissement.',
          },
          {
            name: 'Commis / Commise de cuisine',
            rome: 'G1602',
            monthlySalary: 1850,
            contracts: ['CDI', 'Alternance'],
            workingTime: 'Temps plein',
            remote: 'Sur site',
            experienceLevel: 0,
            businessUnit: 'Cuisine',
            description: KITCHEN,
          },
          {
            name: 'Serveur / Serveuse en restauration',
            rome: 'G1803',
            monthlySalary: 1850,
            contracts: ['CDD', 'Saisonnier'],
            workingTime: 'Week-end',
            remote: 'Sur site',
            experienceLevel: 0,
            businessUnit: 'Salle',
            description: SERVICE,
          },
        ],
      },
      {
        name: 'Les Bonnes Tables Lyon',
        inseeCodes: ['69382', '69123'],
        street: '8 Place Bellecour',
        qrcodeTown: 'Lyon',
        businessUnits: ['Salle', 'Cuisine'],
        jobs: [
          {
            name: 'Cuisinier / Cuisinière',
            rome: 'G1602',
            monthlySalary: 2150,
            contracts: ['CDI'],
            workingTime: 'Temps plein',
            remote: 'Sur site',
            experienceLevel: 1,
            businessUnit: 'Cuisine',
            urgent: true,
            description: KITCHEN,
          },
          {
            name: 'Serveur / Serveuse en restauration',
            rome: 'G1803',
            monthlySalary: 1850,
            contracts: ['CDI'],
            workingTime: 'Temps plein',
            remote: 'Sur site',
            experienceLevel: 1,
            businessUnit: 'Salle',
            description: SERVICE,
          },
        ],
      },
    ],
  },
  {
    email: DEMO_EMAILS.headhunter,
    firstName: 'Sophie',
    lastName: 'Lambert',
    company: 'Talents & Co',
    manager: null,
    phoneNumber: '05 56 44 21 09',
    maxAddresses: 0,
    isHeadhunter: true,
    headhunterPremium: false,
    isAffiliate: false,
    activitySector: 'Ressources humaines et recrutement',
    home: { inseeCodes: ['33063'], street: "15 Cours de l'Intendance" },
    ageInMonths: 9,
    addresses: [
      {
        name: 'Talents & Co Bordeaux',
        inseeCodes: ['33063'],
        street: "15 Cours de l'Intendance",
        qrcodeTown: 'Bordeaux',
        jobs: [
          {
            name: 'Développeur / Développeuse informatique',
            rome: 'M1805',
            monthlySalary: 3400,
            contracts: ['CDI'],
            workingTime: 'Temps plein',
            remote: 'Télétravail partiel',
            experienceLevel: 2,
            description: 'Développement d’applications web pour des clients de la région, en équipe agile.',
          },
          {
            name: 'Comptable',
            rome: 'M1203',
            monthlySalary: 2500,
            contracts: ['CDI'],
            workingTime: 'Temps plein',
            remote: 'Télétravail partiel',
            experienceLevel: 2,
            description: 'Tenue de la comptabilité générale, déclarations fiscales et préparation du bilan.',
          },
          {
            name: 'Technico-commercial / Technico-commerciale',
            rome: 'D1407',
            monthlySalary: 2800,
            contracts: ['CDI'],
            workingTime: 'Temps plein',
            remote: 'Sur site',
            experienceLevel: 1,
            licences: ['B'],
            description: 'Prospection et suivi d’un portefeuille de clients professionnels, conseil technique.',
          },
          {
            name: 'Technicien / Technicienne de maintenance industrielle',
            rome: 'I1304',
            monthlySalary: 2600,
            contracts: ['CDI', 'Intérim'],
            workingTime: 'Temps plein',
            remote: 'Sur site',
            experienceLevel: 2,
            description: 'Maintenance préventive et curative des lignes de production, diagnostic de pannes.',
          },
        ],
      },
    ],
  },
  {
    email: DEMO_EMAILS.headhunterPremium,
    firstName: 'Nicolas',
    lastName: 'Girard',
    company: 'Horizon RH',
    manager: null,
    phoneNumber: '02 40 12 87 33',
    maxAddresses: 0,
    isHeadhunter: true,
    headhunterPremium: true,
    isAffiliate: false,
    activitySector: 'Ressources humaines et recrutement',
    home: { inseeCodes: ['44109'], street: '3 Rue Crébillon' },
    ageInMonths: 11,
    addresses: [
      {
        name: 'Horizon RH Nantes',
        inseeCodes: ['44109'],
        street: '3 Rue Crébillon',
        qrcodeTown: 'Nantes',
        jobs: [
          {
            name: 'Infirmier / Infirmière',
            rome: 'J1506',
            monthlySalary: 2400,
            contracts: ['CDI', 'Intérim'],
            workingTime: 'Temps plein',
            remote: 'Sur site',
            experienceLevel: 0,
            urgent: true,
            description: 'Soins infirmiers en établissement de santé, suivi des patients et transmissions.',
          },
          {
            name: 'Aide-soignant / Aide-soignante',
            rome: 'J1501',
            monthlySalary: 1950,
            contracts: ['CDI', 'CDD'],
            workingTime: 'Temps plein',
            remote: 'Sur site',
            experienceLevel: 0,
            description: 'Soins d’hygiène et de confort aux résidents d’un EHPAD, en binôme avec l’équipe infirmière.',
          },
          {
            name: 'Préparateur / Préparatrice de commandes',
            rome: 'N1103',
            monthlySalary: 1800,
            contracts: ['Intérim', 'CDD'],
            workingTime: 'Temps plein',
            remote: 'Sur site',
            experienceLevel: 0,
            caces: ['R489-1A'],
            description: 'Préparation des commandes au scanner en entrepôt, chargement des camions.',
          },
          {
            name: 'Cariste',
            rome: 'N1101',
            monthlySalary: 1900,
            contracts: ['Intérim'],
            workingTime: 'Temps plein',
            remote: 'Sur site',
            experienceLevel: 1,
            caces: ['R489-3', 'R489-5'],
            description: 'Chargement, déchargement et rangement des palettes en entrepôt au chariot élévateur.',
          },
        ],
      },
    ],
  },
  {
    email: DEMO_EMAILS.affiliate,
    firstName: 'Karim',
    lastName: 'Benali',
    company: 'KB Diffusion',
    manager: 'Karim Benali',
    phoneNumber: '06 61 24 75 38',
    maxAddresses: 0,
    isHeadhunter: false,
    headhunterPremium: false,
    isAffiliate: true,
    activitySector: 'Communication et marketing',
    home: { inseeCodes: ['31555'], street: '7 Rue d’Alsace-Lorraine' },
    ageInMonths: 11,
    addresses: [],
  },
];

/** Brand page of the premium accounts (premium recruiters and premium head-hunters, spec section 6). */
export const DEMO_BRAND = {
  description:
    'Nous accueillons nos clients comme à la maison, avec une cuisine de saison faite sur place. Nos équipes sont formées dès leur arrivée et peuvent évoluer rapidement.',
  values: 'Convivialité, exigence et transmission. Nous croyons au travail en équipe et à la promotion interne.',
  youtubeLink: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  advantages: [
    'Tickets restaurant',
    "Mutuelle d'entreprise",
    'Repas fournis',
    'Formation interne',
    'Remboursement des transports en commun',
  ],
  recruitmentSteps: ['Appel téléphonique', 'Entretien individuel', 'Mise en situation'],
};

/** Degrees, each with the ROME prefixes of the jobs it leads to ('*': any). */
export const DEGREES: readonly { name: string; domains: readonly string[]; age: number }[] = [
  { name: 'Diplôme national du brevet', domains: ['*'], age: 15 },
  { name: 'Baccalauréat général', domains: ['*'], age: 18 },
  { name: 'Baccalauréat technologique STMG', domains: ['*'], age: 18 },
  { name: 'CAP Cuisine', domains: ['G16', 'G18'], age: 17 },
  { name: 'CAP Commercialisation et services en hôtel-café-restaurant', domains: ['G18', 'G17'], age: 17 },
  { name: 'BTS Management en hôtellerie-restauration', domains: ['G'], age: 20 },
  { name: 'CAP Boulanger', domains: ['D11'], age: 17 },
  { name: 'CAP Pâtissier', domains: ['D11'], age: 17 },
  { name: 'CAP Équipier polyvalent du commerce', domains: ['D'], age: 17 },
  { name: 'Baccalauréat professionnel Métiers du commerce et de la vente', domains: ['D'], age: 18 },
  { name: 'BTS Management commercial opérationnel', domains: ['D', 'M17'], age: 20 },
  { name: 'BTS Négociation et digitalisation de la relation client', domains: ['D14', 'M17'], age: 20 },
  { name: "Diplôme d'État d'aide-soignant", domains: ['J15'], age: 19 },
  { name: "Diplôme d'État d'infirmier", domains: ['J15'], age: 21 },
  { name: "Diplôme d'État d'accompagnant éducatif et social", domains: ['K13', 'K12'], age: 19 },
  { name: 'CAP Accompagnant éducatif petite enfance', domains: ['K13', 'K12'], age: 17 },
  { name: 'Titre professionnel Préparateur de commandes en entrepôt', domains: ['N11'], age: 19 },
  { name: "Titre professionnel Cariste d'entrepôt", domains: ['N11'], age: 19 },
  { name: 'Titre professionnel Conducteur du transport routier de marchandises', domains: ['N41'], age: 21 },
  { name: 'CAP Maçon', domains: ['F17', 'F'], age: 17 },
  { name: 'CAP Électricien', domains: ['F16', 'I'], age: 17 },
  { name: 'Baccalauréat professionnel Maintenance des systèmes de production connectés', domains: ['I', 'H'], age: 18 },
  { name: 'BTS Maintenance des systèmes', domains: ['I', 'H'], age: 20 },
  { name: 'BTS Comptabilité et gestion', domains: ['M12'], age: 20 },
  { name: 'BTS Support à l’action managériale', domains: ['M16', 'M15'], age: 20 },
  { name: 'BUT Gestion des entreprises et des administrations', domains: ['M'], age: 21 },
  { name: 'Licence professionnelle Métiers de l’informatique', domains: ['M18'], age: 21 },
  { name: 'Master Informatique', domains: ['M18'], age: 23 },
  { name: 'Master Ressources humaines', domains: ['M15'], age: 23 },
  { name: 'Titre professionnel Agent de propreté et d’hygiène', domains: ['K22'], age: 19 },
  { name: 'CQP Agent de prévention et de sécurité', domains: ['K25'], age: 19 },
  { name: 'CAP Coiffure', domains: ['D12'], age: 17 },
  { name: 'CAP Esthétique cosmétique parfumerie', domains: ['D12'], age: 17 },
  { name: 'BPJEPS Activités physiques pour tous', domains: ['G12'], age: 20 },
  { name: 'BAFA', domains: ['G12', 'K12'], age: 18 },
];

export const SCHOOL_NAMES = [
  'Jean Moulin',
  'Victor Hugo',
  'Jules Ferry',
  'Marie Curie',
  'Louise Michel',
  'Jean Jaurès',
  'Simone Veil',
  'Albert Camus',
  'Condorcet',
  'Paul Éluard',
];

/** What a previous job consisted of, by ROME large domain. */
export const PREVIOUS_JOB_DESCRIPTIONS: Readonly<Record<string, readonly string[]>> = {
  G: [
    'Service en salle et au comptoir pendant le coup de feu.',
    'Mise en place, préparation et envoi des plats.',
    'Accueil des clients et encaissement.',
  ],
  D: ['Conseil et vente, tenue de la caisse.', 'Mise en rayon, réassort et inventaires.', 'Accueil des clients et gestion des retours.'],
  N: ['Préparation de commandes au scanner.', 'Réception et contrôle des livraisons.', 'Chargement des camions et gestion des quais.'],
  J: [
    'Soins d’hygiène et de confort auprès des patients.',
    'Suivi des patients et transmissions à l’équipe.',
    'Accompagnement des résidents au quotidien.',
  ],
  K: ['Entretien des locaux et des parties communes.', 'Aide aux personnes âgées à domicile.', 'Surveillance et contrôle des accès.'],
  M: [
    'Gestion administrative et suivi des dossiers.',
    'Saisie comptable et rapprochements bancaires.',
    'Développement et maintenance d’applications.',
  ],
  F: [
    'Travaux de gros œuvre sur chantiers de logements.',
    'Travaux de rénovation chez les particuliers.',
    'Lecture de plans et préparation du chantier.',
  ],
  '*': [
    'Missions variées au sein d’une petite équipe.',
    'Remplacement pendant la période estivale.',
    'Poste polyvalent avec des responsabilités croissantes.',
  ],
};

/** Reserved e-mail domains (RFC 2606): demo candidates must never receive real e-mails. */
export const CANDIDATE_EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];
