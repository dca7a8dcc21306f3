import { AFFILIATE } from '@app/contracts/constants';
import type { Db } from '../../db/client.ts';
import { formatEuros, newPdf, pdfText } from '../../lib/pdf.ts';
import type { SellerIdentity } from '../invoices/index.ts';
import { resolveDefaultPrice } from '../products/index.ts';

/** What the contract states, read from the constants and the price the product itself uses. */
export interface ContractTerms {
  seller: SellerIdentity;
  kitPriceExclVatCents: number;
}

export const contractTerms = async (db: Db, seller: SellerIdentity): Promise<ContractTerms> => ({
  seller,
  kitPriceExclVatCents: (await resolveDefaultPrice(db, 'affiliate_kit')).unitAmount,
});

/** The articles of the contract, numbered in the PDF; a test reads them back. */
export function contractArticles(terms: ContractTerms): { title: string; body: string }[] {
  const share = `${Math.round(AFFILIATE.resumeSaleShare * 100)} %`;
  const signUp = formatEuros(AFFILIATE.signUpEarningCents);
  return [
    {
      title: 'Objet',
      body: `Le présent contrat définit les conditions dans lesquelles le contributeur (l'affilié) fait connaître QRecrute aux personnes en recherche d'emploi, au moyen de son QR code personnel, et la rémunération qu'il en reçoit de ${terms.seller.name}.`,
    },
    {
      title: 'Kit du contributeur',
      body: `Le contributeur achète un kit d'affiches et d'autocollants portant son QR code personnel, au prix de ${formatEuros(terms.kitPriceExclVatCents)} HT pour un an. Le kit est livré à l'adresse indiquée dans un délai de ${AFFILIATE.deliveryDays} jours après le paiement.`,
    },
    {
      title: 'Obligations du contributeur',
      body: "Le contributeur affiche les supports dans des lieux où l'affichage est autorisé, avec l'accord de leur responsable. Il présente QRecrute de façon loyale, n'inscrit aucun candidat à sa place ni sans son accord, ne fait aucune promesse d'embauche et n'utilise pas la marque QRecrute hors des supports fournis. Il tient à jour ses coordonnées bancaires (IBAN et titulaire du compte) dans son espace.",
    },
    {
      title: 'Rémunération',
      body: `Le contributeur reçoit ${signUp} pour chaque candidat qui s'inscrit par son QR code, et ${share} du prix hors taxes de chaque CV de ces candidats vendu sur QRecrute.`,
    },
    {
      title: 'Paiement',
      body: `Les gains d'un mois sont payés par virement SEPA le ${AFFILIATE.paymentDayOfMonth} du mois suivant, dès que ${AFFILIATE.profitFromResumesSold} CV de ses candidats ont été vendus au total ; jusque-là, les gains sont conservés et reportés d'un mois sur l'autre. Aucun virement n'est fait sans IBAN valide.`,
    },
    {
      title: 'Durée',
      body: "Le contrat prend effet au paiement du kit, pour une durée d'un an. Il est renouvelé par l'achat d'un nouveau kit. Chaque partie peut y mettre fin par écrit ; les gains acquis avant la fin restent dus.",
    },
    {
      title: 'Données personnelles',
      body: `Les données des candidats restent la propriété de ${terms.seller.name}, qui les traite selon sa politique de confidentialité. Le contributeur n'y a pas accès, hors les nombres d'inscriptions et de ventes de son tableau de bord.`,
    },
    {
      title: 'Droit applicable',
      body: 'Le présent contrat est soumis au droit français.',
    },
  ];
}

/** GET /static/contract.pdf: the contributor contract an affiliate accepts before paying its kit. */
export function renderContractPdf(terms: ContractTerms): Promise<Buffer> {
  const { doc, done } = newPdf({ size: 'A4', margin: 56, info: { Title: 'Contrat de contributeur QRecrute', Author: terms.seller.name } });
  const width = doc.page.width - 112;
  doc.fillColor('#1f2933').font('Helvetica-Bold').fontSize(18).text('Contrat de contributeur QRecrute', { width });
  doc.moveDown(0.4).font('Helvetica').fontSize(9).fillColor('#52606d');
  const s = terms.seller;
  doc.text(pdfText(`${s.name}, ${s.legalForm}, ${s.address}, SIRET ${s.siret}, ${s.rcs}, ${s.email}`), { width });
  contractArticles(terms).forEach((article, i) => {
    doc
      .moveDown(1)
      .fillColor('#038674')
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`Article ${i + 1}. ${article.title}`, { width });
    doc.moveDown(0.3).fillColor('#1f2933').font('Helvetica').fontSize(10.5).text(pdfText(article.body), { width });
  });
  doc
    .moveDown(2)
    .fontSize(9)
    .fillColor('#52606d')
    .text("L'acceptation de ce contrat est donnée en cochant la case prévue avant le paiement du kit.", { width });
  doc.end();
  return done;
}
