ALTER TABLE "skills" ADD COLUMN "rome_domains" text[];
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['G18']::text[] WHERE "group_id" = 2 AND "name" = 'Service en salle';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['G18']::text[] WHERE "group_id" = 2 AND "name" = 'Service au bar et préparation de cocktails';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['G18']::text[] WHERE "group_id" = 2 AND "name" = 'Mise en place de la salle';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['G16','G18']::text[] WHERE "group_id" = 2 AND "name" = 'Prise de commande';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['G16','D11']::text[] WHERE "group_id" = 2 AND "name" = 'Techniques culinaires';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['G16']::text[] WHERE "group_id" = 2 AND "name" = 'Préparation des entrées et des desserts';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['G16','G18','D11','H21']::text[] WHERE "group_id" = 2 AND "name" = 'Règles d''hygiène alimentaire (HACCP)';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['D','N1','G16']::text[] WHERE "group_id" = 2 AND "name" = 'Gestion des stocks';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['D','G18']::text[] WHERE "group_id" = 2 AND "name" = 'Encaissement';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['D','G','M16']::text[] WHERE "group_id" = 2 AND "name" = 'Accueil de la clientèle';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['D']::text[] WHERE "group_id" = 2 AND "name" = 'Techniques de vente';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['D','C']::text[] WHERE "group_id" = 2 AND "name" = 'Conseil client';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['D15']::text[] WHERE "group_id" = 2 AND "name" = 'Mise en rayon et facing';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['D15']::text[] WHERE "group_id" = 2 AND "name" = 'Étiquetage et balisage des prix';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['N11','D15']::text[] WHERE "group_id" = 2 AND "name" = 'Réception des marchandises';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['N11']::text[] WHERE "group_id" = 2 AND "name" = 'Préparation de commandes';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['N11']::text[] WHERE "group_id" = 2 AND "name" = 'Conduite de chariot élévateur';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['N11']::text[] WHERE "group_id" = 2 AND "name" = 'Utilisation de scanners et terminaux radio';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['N1','K13','J15']::text[] WHERE "group_id" = 2 AND "name" = 'Gestes et postures de manutention';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['F','H']::text[] WHERE "group_id" = 2 AND "name" = 'Lecture de plans';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['F17']::text[] WHERE "group_id" = 2 AND "name" = 'Maçonnerie traditionnelle';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['F16','I13']::text[] WHERE "group_id" = 2 AND "name" = 'Installation électrique';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['F16','I1']::text[] WHERE "group_id" = 2 AND "name" = 'Habilitation électrique';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['F16']::text[] WHERE "group_id" = 2 AND "name" = 'Plomberie sanitaire';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['F16']::text[] WHERE "group_id" = 2 AND "name" = 'Peinture et finitions';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['H29','F15']::text[] WHERE "group_id" = 2 AND "name" = 'Soudure';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['I']::text[] WHERE "group_id" = 2 AND "name" = 'Maintenance préventive';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['I']::text[] WHERE "group_id" = 2 AND "name" = 'Diagnostic de pannes';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['J15','K13']::text[] WHERE "group_id" = 2 AND "name" = 'Soins d''hygiène et de confort';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['J15']::text[] WHERE "group_id" = 2 AND "name" = 'Prise des constantes';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['J15','K13']::text[] WHERE "group_id" = 2 AND "name" = 'Aide à la prise des repas';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['K13','J15']::text[] WHERE "group_id" = 2 AND "name" = 'Accompagnement des personnes âgées';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['K13','G15']::text[] WHERE "group_id" = 2 AND "name" = 'Entretien du linge';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['K22','G15','J13']::text[] WHERE "group_id" = 2 AND "name" = 'Nettoyage et désinfection des locaux';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['M','C']::text[] WHERE "group_id" = 2 AND "name" = 'Pack Office (Word, Excel)';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['M12']::text[] WHERE "group_id" = 2 AND "name" = 'Comptabilité générale';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['M15','M12']::text[] WHERE "group_id" = 2 AND "name" = 'Gestion de la paie';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['M16','M15']::text[] WHERE "group_id" = 2 AND "name" = 'Gestion administrative';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['M16']::text[] WHERE "group_id" = 2 AND "name" = 'Saisie de données';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['M18','E']::text[] WHERE "group_id" = 2 AND "name" = 'Développement web (HTML, CSS, JavaScript)';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['M18']::text[] WHERE "group_id" = 2 AND "name" = 'Bases de données SQL';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['M18']::text[] WHERE "group_id" = 2 AND "name" = 'Méthodes agiles';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['M18','I14']::text[] WHERE "group_id" = 2 AND "name" = 'Administration de réseaux';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['D14','M17','C']::text[] WHERE "group_id" = 2 AND "name" = 'Prospection commerciale';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['D14','M17']::text[] WHERE "group_id" = 2 AND "name" = 'Négociation commerciale';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['D14']::text[] WHERE "group_id" = 2 AND "name" = 'Relation client à distance';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['N41']::text[] WHERE "group_id" = 2 AND "name" = 'Conduite de poids lourd';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['N41','N42']::text[] WHERE "group_id" = 2 AND "name" = 'Réglementation du transport routier';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['N41']::text[] WHERE "group_id" = 2 AND "name" = 'Organisation de tournées de livraison';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['*']::text[] WHERE "group_id" = 2 AND "name" = 'Sauveteur secouriste du travail (SST)';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['K25']::text[] WHERE "group_id" = 2 AND "name" = 'Sécurité incendie (SSIAP)';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['A12']::text[] WHERE "group_id" = 2 AND "name" = 'Entretien des espaces verts';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['A11','A14']::text[] WHERE "group_id" = 2 AND "name" = 'Conduite d''engins agricoles';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['G12','K12','K13']::text[] WHERE "group_id" = 2 AND "name" = 'Animation de groupes d''enfants';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['D12']::text[] WHERE "group_id" = 2 AND "name" = 'Techniques de coiffure';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['D12']::text[] WHERE "group_id" = 2 AND "name" = 'Soins esthétiques';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['D11']::text[] WHERE "group_id" = 2 AND "name" = 'Boulangerie et viennoiserie';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['D11','H21']::text[] WHERE "group_id" = 2 AND "name" = 'Découpe de viande';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['H33','N11']::text[] WHERE "group_id" = 2 AND "name" = 'Conditionnement et emballage';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['H']::text[] WHERE "group_id" = 2 AND "name" = 'Contrôle qualité';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['H']::text[] WHERE "group_id" = 2 AND "name" = 'Réglage de machines de production';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['M15']::text[] WHERE "group_id" = 2 AND "name" = 'Recrutement et entretiens d''embauche';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['*']::text[] WHERE "group_id" = 2 AND "name" = 'Anglais professionnel';
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['G16','D11']::text[] WHERE "group_id" = 2 AND "rome_domains" IS NULL AND "rome_code" IN ('100354','100369','100449','101738','101790','101801','101813','101814','101815','101846','101848','101850','101851','101853','104099','104248','104252','104259','104776','115684','116575','117918','117919','117920','117921','117922','117923','117925','117926','117927','117928','117929','117930','117931','118098','118366','119438','119440','119441','119442','119444','119445','119446','119451','119462','119503','121480','121945','122545','124965','124966','125016','125031','126083','126107','126291','126358','126524','477912','477915','477919','477921','477925','478199','478200','478820','480467','481191','493322','493324','499137');
--> statement-breakpoint
UPDATE "skills" SET "rome_domains" = ARRAY['M18']::text[] WHERE "group_id" = 2 AND "rome_domains" IS NULL AND "rome_code" IN ('100252','102732','102788','102789','104564','104565','104566','109531','109870','109872','109874','109875','109877','109878','109879','109880','109881','109882','109883','109884','113235','113236','113237','113279','113280','113281','113282','113297','113298','113735','113795','113796','113797','113798','113799','116314','116757','116944','119718','120874','124458','125871','125878','125903','403032','403047','403870','404556','404557','404558','477679','477833','478203','478622','478623','478624','478626','478631','478663','478668','478669','478671','478763','478764','478768','478855','478856','479210','479223','479225','479227','479230','479233','479254','479255','479261','479271','479470','479612','479614','479615','479616','479621','479624','479625','479626','479792','479825','480016','480017','480171','480172','480174','480175','480180','480182','480183','480342','480347','480575','480743','480868','480869','480872','481301','481342','481344','481371','481375','481376','481537','481643','481789','481793','491983','492245','492246','492645','493023','493201','493250','493478','493859','493906','493916','493940','493972','493976','494282','494776','494914','494986','494987','495345','495568','495763','496387','496675','497058','497061','497729','497786','497939','499337','499436','499445','511414');
