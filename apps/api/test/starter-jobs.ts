/**
 * The tests' small job catalogue (older versions seeded it when no ROME files were given): common
 * French job titles grouped by their ROME sheet (ROME 3 codes, which ROME 4 keeps as
 * `code_rome_parent`). Written by hand; the first title of each sheet is its main title. The
 * product imports the full ROME catalogue (`apps/api/reference-data`); tests that build a fresh
 * database seed this one, which takes a fraction of a second (see reference-catalogue.ts).
 */
export interface StarterSheet {
  label: string;
  jobs: string[];
}

export const STARTER_CATALOGUE: Readonly<Record<string, StarterSheet>> = {
  // Agriculture, espaces verts, animaux
  A1101: {
    label: "Conduite d'engins agricoles et forestiers",
    jobs: ["Conducteur / Conductrice d'engins agricoles", 'Tractoriste agricole'],
  },
  A1201: { label: 'Bûcheronnage et élagage', jobs: ['Bûcheron / Bûcheronne', 'Élagueur / Élagueuse'] },
  A1203: {
    label: 'Aménagement et entretien des espaces verts',
    jobs: [
      'Jardinier / Jardinière paysagiste',
      'Ouvrier / Ouvrière paysagiste',
      "Agent / Agente d'entretien des espaces verts",
      'Paysagiste',
    ],
  },
  A1401: {
    label: 'Aide agricole de production fruitière ou viticole',
    jobs: ['Ouvrier / Ouvrière agricole saisonnier', 'Cueilleur / Cueilleuse de fruits', 'Vendangeur / Vendangeuse'],
  },
  A1405: { label: 'Arboriculture et viticulture', jobs: ['Ouvrier / Ouvrière viticole', 'Arboriculteur / Arboricultrice'] },
  A1414: { label: 'Horticulture et maraîchage', jobs: ['Maraîcher / Maraîchère', 'Ouvrier / Ouvrière horticole'] },
  A1501: {
    label: 'Aide aux soins animaux',
    jobs: ['Soigneur / Soigneuse animalier', 'Auxiliaire spécialisé vétérinaire / Auxiliaire spécialisée vétérinaire'],
  },
  A1503: { label: 'Toilettage des animaux', jobs: ['Toiletteur / Toiletteuse canin'] },

  // Banque, assurance, immobilier
  C1102: {
    label: 'Conseil clientèle en assurances',
    jobs: ['Conseiller / Conseillère en assurances', 'Chargé / Chargée de clientèle en assurances'],
  },
  C1107: { label: 'Indemnisations en assurances', jobs: ['Gestionnaire sinistres'] },
  C1201: { label: 'Accueil et services bancaires', jobs: ["Chargé / Chargée d'accueil en banque"] },
  C1206: { label: 'Gestion de clientèle bancaire', jobs: ['Conseiller / Conseillère de clientèle bancaire'] },
  C1501: { label: 'Gérance immobilière', jobs: ['Gestionnaire de copropriété', 'Gestionnaire locatif / locative'] },
  C1504: { label: 'Transaction immobilière', jobs: ['Agent / Agente immobilier', 'Négociateur / Négociatrice immobilier'] },

  // Commerce, vente
  D1101: { label: 'Boucherie', jobs: ['Boucher / Bouchère', 'Boucher / Bouchère en grande distribution'] },
  D1102: {
    label: 'Boulangerie - viennoiserie',
    jobs: ['Boulanger / Boulangère', 'Ouvrier boulanger / Ouvrière boulangère', 'Tourier / Tourière'],
  },
  D1103: { label: 'Charcuterie - traiteur', jobs: ['Charcutier / Charcutière', 'Charcutier-traiteur / Charcutière-traiteuse'] },
  D1104: {
    label: 'Pâtisserie, confiserie, chocolaterie et glacerie',
    jobs: ['Pâtissier / Pâtissière', 'Chocolatier / Chocolatière', 'Glacier / Glacière'],
  },
  D1105: { label: 'Poissonnerie', jobs: ['Poissonnier / Poissonnière'] },
  D1106: {
    label: 'Vente en alimentation',
    jobs: [
      'Vendeur / Vendeuse en alimentation générale',
      'Vendeur / Vendeuse en boulangerie-pâtisserie',
      'Vendeur / Vendeuse en fromagerie',
      'Vendeur / Vendeuse en épicerie fine',
      'Vendeur / Vendeuse en fruits et légumes',
    ],
  },
  D1202: { label: 'Coiffure', jobs: ['Coiffeur / Coiffeuse', 'Coiffeur / Coiffeuse à domicile', 'Barbier / Barbière'] },
  D1208: {
    label: 'Soins esthétiques et corporels',
    jobs: ['Esthéticien / Esthéticienne', 'Prothésiste ongulaire', 'Praticien / Praticienne spa'],
  },
  D1209: { label: 'Vente de végétaux', jobs: ['Fleuriste', 'Vendeur / Vendeuse en jardinerie'] },
  D1210: { label: 'Vente en animalerie', jobs: ['Vendeur / Vendeuse en animalerie'] },
  D1211: {
    label: 'Vente en articles de sport et loisirs',
    jobs: ['Vendeur / Vendeuse en articles de sport', 'Vendeur / Vendeuse en magasin de jouets'],
  },
  D1212: {
    label: 'Vente en décoration et équipement du foyer',
    jobs: ['Vendeur / Vendeuse en ameublement', 'Vendeur / Vendeuse en bricolage', 'Vendeur / Vendeuse en électroménager'],
  },
  D1214: {
    label: 'Vente en habillement et accessoires de la personne',
    jobs: ['Vendeur / Vendeuse en prêt-à-porter', 'Vendeur / Vendeuse en chaussures', 'Conseiller / Conseillère de vente en parfumerie'],
  },
  D1301: {
    label: 'Management de magasin de détail',
    jobs: ['Responsable de magasin', 'Gérant / Gérante de magasin', 'Adjoint / Adjointe au responsable de magasin'],
  },
  D1401: {
    label: 'Assistanat commercial',
    jobs: [
      'Assistant / Assistante commercial',
      "Assistant / Assistante d'administration des ventes",
      'Chargé / Chargée de relation client',
    ],
  },
  D1402: {
    label: 'Relation commerciale grands comptes et entreprises',
    jobs: ['Responsable grands comptes', "Chargé / Chargée d'affaires commerciales"],
  },
  D1403: {
    label: 'Relation commerciale auprès de particuliers',
    jobs: ['Commercial / Commerciale auprès des particuliers', 'Vendeur / Vendeuse à domicile', 'Conseiller / Conseillère en énergie'],
  },
  D1404: {
    label: 'Relation commerciale en vente de véhicules',
    jobs: ['Vendeur / Vendeuse automobile', 'Conseiller / Conseillère commercial en automobile'],
  },
  D1405: { label: 'Conseil en information médicale', jobs: ['Délégué / Déléguée médical'] },
  D1406: { label: 'Management en force de vente', jobs: ['Chef / Cheffe des ventes', 'Responsable de secteur commercial'] },
  D1407: {
    label: 'Relation technico-commerciale',
    jobs: ['Technico-commercial / Technico-commerciale', 'Ingénieur / Ingénieure technico-commercial'],
  },
  D1408: {
    label: 'Téléconseil et télévente',
    jobs: ['Téléconseiller / Téléconseillère', 'Télévendeur / Télévendeuse', 'Conseiller / Conseillère clientèle à distance'],
  },
  D1501: { label: 'Animation de vente', jobs: ['Animateur / Animatrice des ventes', 'Démonstrateur / Démonstratrice en magasin'] },
  D1502: {
    label: 'Management/gestion de rayon produits alimentaires',
    jobs: ['Chef / Cheffe de rayon produits alimentaires', 'Manager de rayon frais'],
  },
  D1503: { label: 'Management/gestion de rayon produits non alimentaires', jobs: ['Chef / Cheffe de rayon produits non alimentaires'] },
  D1504: {
    label: 'Direction de magasin de grande distribution',
    jobs: ['Directeur / Directrice de supermarché', "Directeur / Directrice d'hypermarché"],
  },
  D1505: { label: 'Personnel de caisse', jobs: ['Hôte / Hôtesse de caisse', 'Caissier / Caissière', 'Employé / Employée de caisse'] },
  D1506: { label: 'Marchandisage', jobs: ['Merchandiseur / Merchandiseuse', 'Marchandiseur / Marchandiseuse'] },
  D1507: {
    label: 'Mise en rayon libre-service',
    jobs: [
      'Employé / Employée de libre-service',
      'Employé / Employée de rayon',
      'Employé / Employée commercial en grande distribution',
      'Équipier / Équipière de magasin',
    ],
  },
  D1508: { label: 'Encadrement du personnel de caisses', jobs: ['Responsable de caisses', 'Chef / Cheffe de caisse'] },

  // Communication, média
  E1101: { label: 'Animation de site multimédia', jobs: ['Community manager', 'Animateur / Animatrice de communauté web'] },
  E1103: { label: 'Communication', jobs: ['Chargé / Chargée de communication', 'Responsable de communication'] },
  E1104: { label: 'Conception de contenus multimédias', jobs: ['Rédacteur / Rédactrice web'] },
  E1106: { label: 'Journalisme et information média', jobs: ['Journaliste'] },
  E1205: { label: 'Réalisation de contenus multimédias', jobs: ['Graphiste', 'Webdesigner', 'Infographiste'] },

  // Bâtiment, travaux publics
  F1101: { label: 'Architecture du BTP et du paysage', jobs: ['Architecte', 'Architecte paysagiste'] },
  F1104: {
    label: 'Dessin BTP et paysage',
    jobs: ['Dessinateur / Dessinatrice en bâtiment', 'Dessinateur projeteur / Dessinatrice projeteuse en BTP'],
  },
  F1106: { label: 'Ingénierie et études du BTP', jobs: ['Ingénieur / Ingénieure en BTP', "Ingénieur / Ingénieure d'études en bâtiment"] },
  F1201: {
    label: 'Conduite de travaux du BTP et de travaux paysagers',
    jobs: ['Conducteur / Conductrice de travaux', 'Conducteur / Conductrice de travaux bâtiment'],
  },
  F1202: { label: 'Direction de chantier du BTP', jobs: ['Chef / Cheffe de chantier', "Chef / Cheffe d'équipe du BTP"] },
  F1301: { label: 'Conduite de grue', jobs: ['Grutier / Grutière', 'Conducteur / Conductrice de grue à tour'] },
  F1302: {
    label: "Conduite d'engins de déplacement des terres et de carrière",
    jobs: [
      "Conducteur / Conductrice d'engins de chantier",
      'Conducteur / Conductrice de pelle hydraulique',
      'Conducteur / Conductrice de chargeuse',
    ],
  },
  F1502: {
    label: 'Montage de structures métalliques',
    jobs: ['Monteur / Monteuse en structures métalliques', 'Charpentier / Charpentière métallique'],
  },
  F1503: {
    label: "Réalisation - installation d'ossatures bois",
    jobs: ['Charpentier / Charpentière bois', 'Monteur / Monteuse en ossature bois'],
  },
  F1601: { label: 'Application et décoration en plâtre, stuc et staff', jobs: ['Plâtrier / Plâtrière', 'Staffeur / Staffeuse'] },
  F1602: {
    label: 'Électricité bâtiment',
    jobs: [
      'Électricien / Électricienne du bâtiment',
      'Électricien / Électricienne',
      'Électricien installateur / Électricienne installatrice',
    ],
  },
  F1603: {
    label: "Installation d'équipements sanitaires et thermiques",
    jobs: ['Plombier / Plombière', 'Chauffagiste', 'Plombier-chauffagiste / Plombière-chauffagiste'],
  },
  F1604: { label: "Montage d'agencements", jobs: ['Plaquiste', 'Poseur / Poseuse de cuisines'] },
  F1606: { label: 'Peinture en bâtiment', jobs: ['Peintre en bâtiment', 'Peintre décorateur / décoratrice'] },
  F1607: {
    label: 'Pose de fermetures menuisées',
    jobs: ['Menuisier poseur / Menuisière poseuse', 'Poseur / Poseuse de menuiseries extérieures'],
  },
  F1608: { label: 'Pose de revêtements rigides', jobs: ['Carreleur / Carreleuse', 'Carreleur-mosaïste / Carreleuse-mosaïste'] },
  F1609: {
    label: 'Pose de revêtements souples',
    jobs: ['Solier-moquettiste / Solière-moquettiste', 'Poseur / Poseuse de revêtements de sols'],
  },
  F1610: { label: 'Pose et restauration de couvertures', jobs: ['Couvreur / Couvreuse', 'Couvreur-zingueur / Couvreuse-zingueuse'] },
  F1611: { label: 'Réalisation et restauration de façades', jobs: ['Façadier / Façadière', 'Ravaleur / Ravaleuse de façades'] },
  F1613: {
    label: "Travaux d'étanchéité et d'isolation",
    jobs: ['Étancheur / Étancheuse', 'Applicateur / Applicatrice en isolation thermique'],
  },
  F1701: {
    label: 'Construction en béton',
    jobs: ['Coffreur / Coffreuse', 'Ferrailleur / Ferrailleuse', 'Coffreur-bancheur / Coffreuse-bancheuse'],
  },
  F1702: {
    label: 'Construction de routes et voies',
    jobs: ['Ouvrier / Ouvrière des travaux publics', 'Ouvrier / Ouvrière en voirie et réseaux divers'],
  },
  F1703: { label: 'Maçonnerie', jobs: ['Maçon / Maçonne', 'Maçon / Maçonne en rénovation', 'Compagnon maçon / Compagne maçonne'] },
  F1704: {
    label: 'Préparation du gros œuvre et des travaux publics',
    jobs: ['Manœuvre du bâtiment', 'Manœuvre des travaux publics', 'Aide-maçon / Aide-maçonne'],
  },
  F1705: { label: 'Pose de canalisations', jobs: ['Canalisateur / Canalisatrice'] },

  // Hôtellerie-restauration, tourisme, animation
  G1101: { label: 'Accueil touristique', jobs: ['Conseiller / Conseillère en séjour', "Agent / Agente d'accueil touristique"] },
  G1202: {
    label: "Animation d'activités culturelles ou ludiques",
    jobs: ["Animateur / Animatrice d'activités culturelles et ludiques", 'Animateur / Animatrice de club de vacances'],
  },
  G1203: {
    label: "Animation de loisirs auprès d'enfants ou d'adolescents",
    jobs: [
      'Animateur / Animatrice de centre de loisirs',
      'Animateur / Animatrice périscolaire',
      'Directeur / Directrice de centre de loisirs',
    ],
  },
  G1204: {
    label: 'Éducation en activités sportives',
    jobs: [
      'Éducateur sportif / Éducatrice sportive',
      'Coach sportif / Coach sportive',
      'Maître-nageur sauveteur / Maître-nageuse sauveteuse',
    ],
  },
  G1303: { label: 'Vente de voyages', jobs: ['Agent / Agente de voyages', 'Conseiller / Conseillère voyages'] },
  G1402: {
    label: "Management d'hôtel-restaurant",
    jobs: ["Directeur / Directrice d'hôtel", "Gérant / Gérante d'hôtel-restaurant", 'Directeur / Directrice de restaurant'],
  },
  G1501: {
    label: "Personnel d'étage",
    jobs: ['Valet / Femme de chambre', "Employé / Employée d'étage en hôtellerie", 'Équipier / Équipière en hôtellerie'],
  },
  G1502: { label: "Personnel polyvalent d'hôtellerie", jobs: ['Employé / Employée polyvalent en hôtellerie'] },
  G1503: { label: "Management du personnel d'étage", jobs: ["Gouvernant / Gouvernante d'hôtel"] },
  G1601: {
    label: 'Management du personnel de cuisine',
    jobs: ['Chef / Cheffe de cuisine', 'Chef / Cheffe de cuisine en restauration collective'],
  },
  G1602: {
    label: 'Personnel de cuisine',
    jobs: [
      'Cuisinier / Cuisinière',
      'Commis / Commise de cuisine',
      'Chef / Cheffe de partie',
      'Second / Seconde de cuisine',
      'Cuisinier / Cuisinière en restauration collective',
    ],
  },
  G1603: {
    label: 'Personnel polyvalent en restauration',
    jobs: [
      'Employé polyvalent / Employée polyvalente de restauration',
      'Équipier polyvalent / Équipière polyvalente en restauration rapide',
      'Employé / Employée de restauration collective',
      'Préparateur / Préparatrice en restauration rapide',
    ],
  },
  G1604: { label: 'Fabrication de crêpes ou pizzas', jobs: ['Pizzaïolo / Pizzaïola', 'Crêpier / Crêpière'] },
  G1605: { label: 'Plonge en restauration', jobs: ['Plongeur / Plongeuse en restauration', 'Agent / Agente de plonge', 'Aide de cuisine'] },
  G1701: { label: 'Conciergerie en hôtellerie', jobs: ["Concierge d'hôtel", 'Bagagiste'] },
  G1703: {
    label: 'Réception en hôtellerie',
    jobs: ['Réceptionniste en hôtellerie', 'Veilleur / Veilleuse de nuit en hôtellerie', 'Night auditor'],
  },
  G1801: { label: 'Café, bar brasserie', jobs: ['Barman / Barmaid', 'Barista', 'Serveur / Serveuse de bar-brasserie'] },
  G1802: { label: 'Management du service en restauration', jobs: ["Maître / Maîtresse d'hôtel", 'Responsable de salle en restauration'] },
  G1803: {
    label: 'Service en restauration',
    jobs: ['Serveur / Serveuse en restauration', 'Chef / Cheffe de rang', 'Commis / Commise de salle', 'Runner en restauration'],
  },
  G1804: { label: 'Sommellerie', jobs: ['Sommelier / Sommelière'] },

  // Industrie
  H1203: {
    label: 'Conception et dessin produits mécaniques',
    jobs: ['Dessinateur industriel / Dessinatrice industrielle', 'Dessinateur projeteur / Dessinatrice projeteuse en mécanique'],
  },
  H1206: {
    label: 'Management et ingénierie études, recherche et développement industriel',
    jobs: ['Ingénieur / Ingénieure R&D', "Ingénieur / Ingénieure d'études industrielles"],
  },
  H1302: { label: 'Management et ingénierie Hygiène Sécurité Environnement -HSE- industriels', jobs: ['Responsable QHSE'] },
  H1404: {
    label: 'Intervention technique en méthodes et industrialisation',
    jobs: ['Technicien / Technicienne méthodes', "Technicien / Technicienne d'industrialisation"],
  },
  H1502: { label: 'Management et ingénierie qualité industrielle', jobs: ['Responsable qualité', 'Ingénieur / Ingénieure qualité'] },
  H1503: {
    label: "Intervention technique en laboratoire d'analyse industrielle",
    jobs: ['Technicien / Technicienne de laboratoire', 'Aide de laboratoire'],
  },
  H1506: {
    label: 'Intervention technique qualité en mécanique et travail des métaux',
    jobs: ['Contrôleur / Contrôleuse qualité', 'Technicien / Technicienne contrôle qualité'],
  },
  H2101: { label: 'Abattage et découpe des viandes', jobs: ['Opérateur / Opératrice de découpe de viande', 'Désosseur / Désosseuse'] },
  H2102: {
    label: "Conduite d'équipement de production alimentaire",
    jobs: ['Opérateur / Opératrice de production agroalimentaire', 'Conducteur / Conductrice de ligne de production alimentaire'],
  },
  H2206: { label: 'Réalisation de menuiserie bois et tonnellerie', jobs: ['Menuisier / Menuisière', "Menuisier / Menuisière d'atelier"] },
  H2207: { label: 'Réalisation de meubles en bois', jobs: ['Ébéniste'] },
  H2301: {
    label: "Conduite d'équipement de production chimique ou pharmaceutique",
    jobs: ['Opérateur / Opératrice de production pharmaceutique', 'Opérateur / Opératrice de production chimique'],
  },
  H2502: { label: 'Management et ingénierie de production', jobs: ['Responsable de production', "Chef / Cheffe d'atelier"] },
  H2504: {
    label: "Encadrement d'équipe en industrie de transformation",
    jobs: ["Chef / Cheffe d'équipe de production", "Superviseur / Superviseuse d'équipe de production"],
  },
  H2604: { label: 'Montage de produits électriques et électroniques', jobs: ['Câbleur / Câbleuse', 'Monteur-câbleur / Monteuse-câbleuse'] },
  H2902: { label: 'Chaudronnerie - tôlerie', jobs: ['Chaudronnier / Chaudronnière', 'Tôlier / Tôlière'] },
  H2903: {
    label: "Conduite d'équipement d'usinage",
    jobs: ['Opérateur / Opératrice sur machine à commande numérique', 'Tourneur / Tourneuse', 'Fraiseur / Fraiseuse', 'Usineur / Usineuse'],
  },
  H2909: { label: 'Montage-assemblage mécanique', jobs: ['Monteur / Monteuse en mécanique'] },
  H2912: {
    label: "Réglage d'équipement de production industrielle",
    jobs: ['Régleur / Régleuse', 'Régleur-conducteur / Régleuse-conductrice'],
  },
  H2913: { label: 'Soudage manuel', jobs: ['Soudeur / Soudeuse', 'Soudeur / Soudeuse TIG'] },
  H2914: { label: 'Réalisation et montage en tuyauterie', jobs: ['Tuyauteur / Tuyauteuse', 'Tuyauteur-soudeur / Tuyauteuse-soudeuse'] },
  H3203: {
    label: 'Fabrication de pièces en matières plastiques',
    jobs: ['Opérateur / Opératrice de plasturgie', 'Conducteur / Conductrice de presse à injecter'],
  },
  H3301: {
    label: "Conduite d'équipement de conditionnement",
    jobs: ['Conducteur / Conductrice de ligne de conditionnement', 'Conducteur / Conductrice de machine de conditionnement'],
  },
  H3302: {
    label: "Opérations manuelles d'assemblage, tri ou emballage",
    jobs: ['Opérateur / Opératrice de conditionnement', 'Agent / Agente de conditionnement', 'Opérateur / Opératrice de production'],
  },
  H3404: {
    label: 'Peinture industrielle',
    jobs: ['Peintre industriel / industrielle', 'Applicateur / Applicatrice de peinture industrielle'],
  },

  // Installation et maintenance
  I1203: {
    label: 'Maintenance des bâtiments et des locaux',
    jobs: [
      'Agent / Agente de maintenance des bâtiments',
      'Agent technique polyvalent / Agente technique polyvalente',
      "Technicien / Technicienne d'entretien de bâtiments",
    ],
  },
  I1302: {
    label: "Installation et maintenance d'automatismes",
    jobs: ['Automaticien / Automaticienne', 'Technicien / Technicienne en automatismes'],
  },
  I1304: {
    label: "Installation et maintenance d'équipements industriels et d'exploitation",
    jobs: [
      'Technicien / Technicienne de maintenance industrielle',
      'Électromécanicien / Électromécanicienne',
      'Mécanicien / Mécanicienne de maintenance',
    ],
  },
  I1306: {
    label: "Installation et maintenance en froid, conditionnement d'air",
    jobs: ['Frigoriste', 'Technicien / Technicienne en climatisation'],
  },
  I1307: {
    label: 'Installation et maintenance télécoms et courants faibles',
    jobs: ['Technicien / Technicienne fibre optique', 'Installateur / Installatrice en télécommunications'],
  },
  I1308: {
    label: "Maintenance d'installation de chauffage",
    jobs: ['Technicien / Technicienne de maintenance en chauffage', 'Technicien / Technicienne en pompes à chaleur'],
  },
  I1309: {
    label: 'Maintenance électrique',
    jobs: ['Électricien / Électricienne de maintenance', 'Technicien / Technicienne de maintenance électrique'],
  },
  I1310: {
    label: 'Maintenance mécanique industrielle',
    jobs: ['Mécanicien industriel / Mécanicienne industrielle', 'Ajusteur / Ajusteuse de maintenance'],
  },
  I1401: {
    label: 'Maintenance informatique et bureautique',
    jobs: [
      'Technicien / Technicienne de maintenance informatique',
      'Technicien / Technicienne support informatique',
      'Technicien / Technicienne helpdesk',
    ],
  },
  I1402: {
    label: 'Réparation de biens électrodomestiques et multimédia',
    jobs: ['Technicien / Technicienne SAV électroménager', 'Réparateur / Réparatrice en téléphonie mobile'],
  },
  I1501: { label: 'Intervention en grande hauteur', jobs: ['Cordiste'] },
  I1602: {
    label: "Maintenance d'aéronefs",
    jobs: ['Mécanicien / Mécanicienne aéronautique', 'Technicien / Technicienne de maintenance aéronautique'],
  },
  I1603: {
    label: "Maintenance d'engins de chantier, levage, manutention et de machines agricoles",
    jobs: ["Mécanicien / Mécanicienne d'engins de chantier", 'Mécanicien / Mécanicienne en machinisme agricole'],
  },
  I1604: {
    label: 'Mécanique automobile et entretien de véhicules',
    jobs: [
      'Mécanicien / Mécanicienne automobile',
      'Mécanicien / Mécanicienne poids lourds',
      'Technicien / Technicienne automobile',
      'Mécanicien / Mécanicienne en entretien rapide',
    ],
  },
  I1606: { label: 'Réparation de carrosserie', jobs: ['Carrossier / Carrossière', 'Peintre en carrosserie'] },
  I1607: {
    label: 'Réparation de cycles, motocycles et motoculteurs de loisirs',
    jobs: ['Mécanicien / Mécanicienne cycles', 'Mécanicien / Mécanicienne moto'],
  },

  // Santé
  J1102: { label: 'Médecine généraliste et spécialisée', jobs: ['Médecin généraliste'] },
  J1103: { label: 'Médecine dentaire', jobs: ['Chirurgien-dentiste / Chirurgienne-dentiste'] },
  J1104: { label: "Suivi de la grossesse et de l'accouchement", jobs: ['Sage-femme / Maïeuticien'] },
  J1202: { label: 'Pharmacie', jobs: ['Pharmacien / Pharmacienne', "Pharmacien / Pharmacienne d'officine"] },
  J1301: {
    label: 'Personnel polyvalent des services hospitaliers',
    jobs: ['Agent / Agente de service hospitalier', 'Brancardier / Brancardière'],
  },
  J1302: { label: 'Analyses médicales', jobs: ['Technicien / Technicienne de laboratoire médical'] },
  J1303: { label: 'Assistance médico-technique', jobs: ['Assistant / Assistante dentaire', 'Assistant médical / Assistante médicale'] },
  J1304: { label: 'Aide en puériculture', jobs: ['Auxiliaire de puériculture'] },
  J1305: { label: 'Conduite de véhicules sanitaires', jobs: ['Ambulancier / Ambulancière', 'Auxiliaire ambulancier / ambulancière'] },
  J1306: { label: 'Imagerie médicale', jobs: ['Manipulateur / Manipulatrice en électroradiologie médicale'] },
  J1307: {
    label: 'Préparation en pharmacie',
    jobs: ['Préparateur / Préparatrice en pharmacie', 'Préparateur / Préparatrice en pharmacie hospitalière'],
  },
  J1402: { label: 'Diététique', jobs: ['Diététicien / Diététicienne'] },
  J1403: { label: 'Ergothérapie', jobs: ['Ergothérapeute'] },
  J1404: { label: 'Kinésithérapie', jobs: ['Masseur-kinésithérapeute / Masseuse-kinésithérapeute'] },
  J1405: { label: 'Optique - lunetterie', jobs: ['Opticien / Opticienne', 'Opticien-lunetier / Opticienne-lunetière'] },
  J1501: {
    label: "Soins d'hygiène, de confort du patient",
    jobs: ['Aide-soignant / Aide-soignante', 'Aide-soignant / Aide-soignante en EHPAD', 'Aide-soignant / Aide-soignante de nuit'],
  },
  J1502: {
    label: 'Coordination de services médicaux ou paramédicaux',
    jobs: ['Cadre de santé', 'Infirmier coordinateur / Infirmière coordinatrice'],
  },
  J1505: {
    label: 'Soins infirmiers spécialisés en prévention',
    jobs: ['Infirmier / Infirmière de santé au travail', 'Infirmier / Infirmière scolaire'],
  },
  J1506: {
    label: 'Soins infirmiers généralistes',
    jobs: [
      'Infirmier / Infirmière',
      'Infirmier / Infirmière en soins généraux',
      'Infirmier / Infirmière de nuit',
      'Infirmier / Infirmière à domicile',
    ],
  },
  J1507: { label: 'Soins infirmiers spécialisés en puériculture', jobs: ['Puériculteur / Puéricultrice'] },

  // Services à la personne et à la collectivité
  K1201: {
    label: 'Action sociale',
    jobs: ['Assistant / Assistante de service social', 'Conseiller / Conseillère en économie sociale familiale'],
  },
  K1202: { label: 'Éducation de jeunes enfants', jobs: ['Éducateur / Éducatrice de jeunes enfants'] },
  K1206: { label: 'Intervention socioculturelle', jobs: ['Animateur / Animatrice socioculturel'] },
  K1207: {
    label: 'Intervention socioéducative',
    jobs: ['Éducateur spécialisé / Éducatrice spécialisée', 'Moniteur-éducateur / Monitrice-éducatrice'],
  },
  K1301: {
    label: 'Accompagnement médicosocial',
    jobs: ['Accompagnant éducatif et social / Accompagnante éducative et sociale', 'Aide médico-psychologique'],
  },
  K1302: {
    label: "Assistance auprès d'adultes",
    jobs: ['Auxiliaire de vie', 'Assistant / Assistante de vie aux familles', 'Auxiliaire de vie sociale'],
  },
  K1303: {
    label: "Assistance auprès d'enfants",
    jobs: ['Assistant maternel / Assistante maternelle', "Garde d'enfants à domicile", 'Baby-sitter', 'Nourrice'],
  },
  K1304: { label: 'Services domestiques', jobs: ['Employé / Employée de ménage à domicile', 'Aide ménager / ménagère', 'Aide à domicile'] },
  K1801: {
    label: 'Conseil en emploi et insertion socioprofessionnelle',
    jobs: ['Conseiller / Conseillère en insertion professionnelle', 'Chargé / Chargée de mission emploi'],
  },
  K1903: { label: 'Défense et conseil juridique', jobs: ['Avocat / Avocate', "Juriste d'entreprise"] },
  K2104: {
    label: "Éducation et surveillance au sein d'établissements d'enseignement",
    jobs: ["Surveillant / Surveillante d'établissement scolaire", "Assistant / Assistante d'éducation"],
  },
  K2106: { label: 'Enseignement des écoles', jobs: ['Professeur / Professeure des écoles'] },
  K2107: { label: 'Enseignement général du second degré', jobs: ['Professeur / Professeure de collège et lycée'] },
  K2111: { label: 'Formation professionnelle', jobs: ['Formateur / Formatrice', "Formateur / Formatrice d'adultes"] },
  K2201: { label: 'Blanchisserie industrielle', jobs: ['Agent / Agente de blanchisserie'] },
  K2202: { label: 'Lavage de vitres', jobs: ['Laveur / Laveuse de vitres'] },
  K2204: {
    label: 'Nettoyage de locaux',
    jobs: [
      'Agent / Agente de propreté',
      "Agent / Agente d'entretien",
      'Agent / Agente de nettoyage',
      'Technicien / Technicienne de surface',
      "Chef / Cheffe d'équipe propreté",
    ],
  },
  K2303: { label: 'Nettoyage des espaces urbains', jobs: ['Agent / Agente de propreté urbaine', 'Éboueur / Éboueuse'] },
  K2501: { label: 'Gardiennage de locaux', jobs: ["Gardien / Gardienne d'immeuble", "Concierge d'immeuble"] },
  K2502: { label: 'Management de sécurité privée', jobs: ["Chef / Cheffe d'équipe sécurité", 'Responsable sécurité'] },
  K2503: {
    label: 'Sécurité et surveillance privées',
    jobs: [
      'Agent / Agente de sécurité',
      'Agent / Agente de sûreté aéroportuaire',
      'Agent / Agente de sécurité incendie',
      'Maître-chien / Maîtresse-chien',
    ],
  },

  // Support à l'entreprise
  M1101: { label: 'Achats', jobs: ['Acheteur / Acheteuse', 'Assistant / Assistante achats'] },
  M1202: {
    label: 'Audit et contrôle comptables et financiers',
    jobs: ['Auditeur / Auditrice financier', 'Expert-comptable / Experte-comptable'],
  },
  M1203: { label: 'Comptabilité', jobs: ['Comptable', 'Aide-comptable', 'Comptable fournisseurs', 'Comptable clients'] },
  M1204: { label: 'Contrôle de gestion', jobs: ['Contrôleur / Contrôleuse de gestion'] },
  M1205: {
    label: 'Direction administrative et financière',
    jobs: ['Directeur administratif et financier / Directrice administrative et financière'],
  },
  M1206: { label: 'Management de groupe ou de service comptable', jobs: ['Chef / Cheffe comptable', 'Responsable comptable'] },
  M1402: {
    label: "Conseil en organisation et management d'entreprise",
    jobs: ['Consultant / Consultante en organisation', 'Consultant / Consultante en management'],
  },
  M1501: {
    label: 'Assistanat en ressources humaines',
    jobs: ['Assistant / Assistante ressources humaines', 'Gestionnaire de paie', 'Gestionnaire administration du personnel'],
  },
  M1502: {
    label: 'Développement des ressources humaines',
    jobs: [
      'Chargé / Chargée de recrutement',
      'Responsable ressources humaines',
      'Chargé / Chargée de formation',
      'Chasseur / Chasseuse de têtes',
    ],
  },
  M1503: { label: 'Management des ressources humaines', jobs: ['Directeur / Directrice des ressources humaines'] },
  M1601: { label: 'Accueil et renseignements', jobs: ["Agent / Agente d'accueil", "Hôte / Hôtesse d'accueil", 'Standardiste'] },
  M1602: {
    label: 'Opérations administratives',
    jobs: ['Agent administratif / Agente administrative', 'Employé administratif / Employée administrative'],
  },
  M1604: { label: 'Assistanat de direction', jobs: ['Assistant / Assistante de direction', 'Office manager'] },
  M1605: { label: 'Assistanat technique et administratif', jobs: ['Assistant / Assistante technique', "Assistant / Assistante d'agence"] },
  M1606: { label: 'Saisie de données', jobs: ['Opérateur / Opératrice de saisie'] },
  M1607: { label: 'Secrétariat', jobs: ['Secrétaire', 'Secrétaire administratif / administrative', 'Secrétaire polyvalent / polyvalente'] },
  M1608: { label: 'Secrétariat comptable', jobs: ['Secrétaire comptable'] },
  M1609: { label: 'Secrétariat et assistanat médical ou médico-social', jobs: ['Secrétaire médical / médicale'] },
  M1701: { label: 'Administration des ventes', jobs: ['Gestionnaire administration des ventes', 'Responsable administration des ventes'] },
  M1703: { label: 'Management et gestion de produit', jobs: ['Chef / Cheffe de produit'] },
  M1705: { label: 'Marketing', jobs: ['Chargé / Chargée de marketing', 'Responsable marketing', 'Chargé / Chargée de marketing digital'] },
  M1707: { label: 'Stratégie commerciale', jobs: ['Directeur commercial / Directrice commerciale'] },
  M1801: {
    label: "Administration de systèmes d'information",
    jobs: ['Administrateur / Administratrice systèmes et réseaux', 'Administrateur / Administratrice de bases de données'],
  },
  M1802: {
    label: "Expertise et support en systèmes d'information",
    jobs: ["Consultant / Consultante en systèmes d'information", "Architecte des systèmes d'information"],
  },
  M1803: {
    label: "Direction des systèmes d'information",
    jobs: ["Directeur / Directrice des systèmes d'information", 'Chef / Cheffe de projet informatique'],
  },
  M1805: {
    label: 'Études et développement informatique',
    jobs: [
      'Développeur / Développeuse informatique',
      'Développeur / Développeuse web',
      'Développeur / Développeuse full stack',
      'Développeur / Développeuse mobile',
      'Ingénieur / Ingénieure DevOps',
      'Testeur / Testeuse logiciel',
    ],
  },
  M1806: {
    label: "Conseil et maîtrise d'ouvrage en systèmes d'information",
    jobs: ['Product owner', 'Business analyst', 'Consultant fonctionnel / Consultante fonctionnelle'],
  },
  M1810: {
    label: "Production et exploitation de systèmes d'information",
    jobs: ["Technicien / Technicienne d'exploitation informatique", "Pilote d'exploitation informatique"],
  },

  // Transport et logistique
  N1101: {
    label: "Conduite d'engins de déplacement des charges",
    jobs: ['Cariste', 'Conducteur / Conductrice de chariot élévateur', 'Cariste magasinier / magasinière'],
  },
  N1102: { label: 'Déménagement', jobs: ['Déménageur / Déménageuse', "Chef / Cheffe d'équipe déménagement"] },
  N1103: {
    label: 'Magasinage et préparation de commandes',
    jobs: [
      'Préparateur / Préparatrice de commandes',
      'Magasinier / Magasinière',
      'Agent / Agente de quai',
      'Opérateur / Opératrice logistique',
      'Employé / Employée logistique',
      'Gestionnaire de stocks',
      'Réceptionnaire',
      'Emballeur / Emballeuse',
    ],
  },
  N1105: { label: 'Manutention manuelle de charges', jobs: ['Manutentionnaire', 'Agent / Agente de manutention'] },
  N1201: { label: 'Affrètement transport', jobs: ['Affréteur / Affréteuse'] },
  N1202: {
    label: 'Gestion des opérations de circulation internationale des marchandises',
    jobs: ['Déclarant / Déclarante en douane', 'Agent / Agente de transit'],
  },
  N1301: {
    label: 'Conception et organisation de la chaîne logistique',
    jobs: ['Responsable logistique', 'Responsable des flux logistiques'],
  },
  N1302: { label: 'Direction de site logistique', jobs: ["Responsable d'entrepôt", 'Directeur / Directrice de plateforme logistique'] },
  N1303: {
    label: "Intervention technique d'exploitation logistique",
    jobs: ["Chef / Cheffe d'équipe logistique", 'Technicien / Technicienne logistique'],
  },
  N4101: {
    label: 'Conduite de transport de marchandises sur longue distance',
    jobs: ['Chauffeur / Chauffeuse poids lourd', 'Conducteur routier / Conductrice routière', 'Conducteur / Conductrice de semi-remorque'],
  },
  N4102: { label: 'Conduite de transport de particuliers', jobs: ['Chauffeur / Chauffeuse VTC', 'Chauffeur / Chauffeuse de taxi'] },
  N4103: {
    label: 'Conduite de transport en commun sur route',
    jobs: ['Conducteur / Conductrice de bus', "Conducteur / Conductrice d'autocar", 'Conducteur / Conductrice de car scolaire'],
  },
  N4104: { label: 'Courses et livraisons express', jobs: ['Coursier / Coursière', 'Livreur / Livreuse à vélo'] },
  N4105: {
    label: 'Conduite et livraison par tournées sur courte distance',
    jobs: ['Chauffeur-livreur / Chauffeuse-livreuse', 'Livreur / Livreuse', 'Livreur / Livreuse de colis'],
  },
  N4203: {
    label: "Intervention technique d'exploitation des transports routiers de marchandises",
    jobs: ['Exploitant / Exploitante transport', "Agent / Agente d'exploitation transport"],
  },
};

/** Large ROME domains (first letter of a code), for sheets, similar jobs and activity sectors. */
export const ROME_LARGE_DOMAINS: Readonly<Record<string, string>> = {
  A: 'Agriculture et Pêche, Espaces naturels et Espaces verts, Soins aux animaux',
  B: "Arts et Façonnage d'ouvrages d'art",
  C: 'Banque, Assurance, Immobilier',
  D: 'Commerce, Vente et Grande distribution',
  E: 'Communication, Média et Multimédia',
  F: 'Construction, Bâtiment et Travaux publics',
  G: 'Hôtellerie-Restauration, Tourisme, Loisirs et Animation',
  H: 'Industrie',
  I: 'Installation et Maintenance',
  J: 'Santé',
  K: 'Services à la personne et à la collectivité',
  L: 'Spectacle',
  M: "Support à l'entreprise",
  N: 'Transport et Logistique',
};

/** Professional domains (first three characters of a code) of the starter sheets. */
export const ROME_DOMAINS: Readonly<Record<string, string>> = {
  A11: 'Engins agricoles et forestiers',
  A12: 'Espaces naturels et espaces verts',
  A14: 'Production',
  A15: 'Soins aux animaux',
  C11: 'Assurance',
  C12: 'Banque',
  C15: 'Immobilier',
  D11: 'Commerce alimentaire et métiers de bouche',
  D12: 'Commerce non alimentaire et de prestations de confort',
  D13: 'Direction de magasin de détail',
  D14: 'Force de vente',
  D15: 'Grande distribution',
  E11: 'Édition et communication',
  E12: 'Images et sons',
  F11: 'Conception et études',
  F12: 'Conduite et encadrement de chantier - travaux',
  F13: 'Engins de chantier',
  F15: 'Montage de structures',
  F16: 'Second œuvre',
  F17: 'Travaux et gros œuvre',
  G11: 'Accueil et promotion touristique',
  G12: "Animation d'activités de loisirs",
  G13: 'Conception, commercialisation et vente de produits touristiques',
  G14: 'Gestion et direction',
  G15: "Personnel d'étage en hôtellerie",
  G16: 'Production culinaire',
  G17: 'Accueil en hôtellerie',
  G18: 'Service',
  H12: 'Conception, recherche, études et développement',
  H13: 'Hygiène Sécurité Environnement -HSE- industriels',
  H14: 'Méthodes et gestion industrielles',
  H15: 'Qualité et analyses industrielles',
  H21: 'Alimentaire',
  H22: 'Bois',
  H23: 'Chimie et pharmacie',
  H25: 'Direction, encadrement et pilotage de fabrication et production industrielles',
  H26: 'Électronique et électricité',
  H29: 'Mécanique, travail des métaux et outillage',
  H32: 'Plastique, caoutchouc',
  H33: 'Préparation et conditionnement',
  H34: 'Traitements thermiques et traitements de surfaces',
  I12: 'Entretien technique',
  I13: 'Équipements de production, équipements collectifs',
  I14: 'Équipements domestiques et informatique',
  I15: "Travaux d'accès difficile",
  I16: 'Véhicules, engins, aéronefs',
  J11: 'Praticiens médicaux',
  J12: 'Praticiens médico-techniques',
  J13: 'Professionnels médico-techniques',
  J14: 'Rééducation et appareillage',
  J15: 'Soins paramédicaux',
  K12: 'Action sociale, socio-éducative et socio-culturelle',
  K13: 'Aide à la vie quotidienne',
  K18: 'Développement territorial et emploi',
  K19: 'Droit',
  K21: 'Formation initiale et continue',
  K22: 'Nettoyage et propreté industriels',
  K23: 'Propreté et environnement urbain',
  K25: 'Sécurité privée',
  M11: 'Achats',
  M12: 'Comptabilité et gestion',
  M14: 'Organisation et études',
  M15: 'Ressources humaines',
  M16: 'Secrétariat et assistance',
  M17: 'Stratégie commerciale, marketing et supervision des ventes',
  M18: "Systèmes d'information et de télécommunication",
  N11: 'Magasinage, manutention des charges et déménagement',
  N12: 'Organisation de la circulation des marchandises',
  N13: "Personnel d'encadrement de la logistique",
  N41: 'Personnel de conduite du transport routier',
  N42: "Personnel d'encadrement du transport routier",
};
