import type { LegalSection } from "../legal-section";

/**
 * /confidentialite: what the code really does with data. Placeholders such as `{email}` take the operator's values
 * (src/shared/content/operator-values.ts); a sentence whose value is unset is left out.
 */
export const PRIVACY = {
  title: "Politique de confidentialité",
  updated: "Dernière mise à jour : novembre 2026",
  intro:
    "Cette page explique quelles données SwissHack collecte sur ce site, pourquoi, combien de temps elles sont conservées et comment exercer vos droits (nLPD suisse et RGPD européen).",
  sections: [
    {
      title: "Données que vous nous confiez",
      paragraphs: [
        "Demande d'audit : prénom, nom, e-mail, téléphone, canton, statut, tranche de revenu, situation 3e pilier et assurance, objectif, souhait de rappel et, si vous la remplissez, la description de votre situation, ainsi que la date de votre consentement.",
        "Newsletter : votre adresse e-mail, enregistrée seulement après confirmation par le lien reçu (double opt-in). Chaque e-mail contient un lien de désinscription en un clic.",
        "Envoi de la newsletter : nous notons la date du dernier numéro envoyé à votre adresse (pour ne jamais en envoyer plus d'un par semaine) et, si le serveur de messagerie refuse définitivement votre adresse, la date de ce refus (l'adresse est alors « en échec » et ne reçoit plus rien jusqu'à une nouvelle inscription confirmée). Les newsletters ne contiennent ni pixel ni lien de suivi : nous ne savons pas si vous les ouvrez ni sur quoi vous cliquez.",
        "Pré-analyse (étape facultative « Affiner mon estimation ») : vos réponses complémentaires (situation familiale, enfants, emploi, revenu, versements au 3e pilier, prime et franchise d'assurance maladie, frais de santé attendus et, pour les frontaliers, canton de travail et part de télétravail) et le résultat calculé. Le lien privé qui l'affiche expire après 30 jours ; la pré-analyse est conservée et supprimée avec votre demande d'audit.",
        "Commande de l'audit Premium : nom, e-mail, langue de la page, la demande d'audit qu'elle complète s'il y en a une, et la date à laquelle vous avez accepté les conditions ; une fois payée, son numéro de reçu, le montant et sa TVA, la date du paiement et celle à laquelle le rapport est dû.",
      ],
    },
    {
      title: "Mesure d'audience",
      paragraphs: [
        "Nous comptons les pages vues (chemin de la page, référent, navigateur) pour améliorer le site. Votre adresse IP n'est jamais enregistrée : elle sert seulement, en mémoire et sur nos serveurs, à déduire une localisation approximative (ville, pays) à l'aide d'une base de données hors ligne, sans aucun appel à un service tiers.",
        "Avec votre accord « mesure d'audience », un identifiant aléatoire stocké dans votre navigateur permet de reconnaître une visite de retour (nombre de visites, date de première visite, type d'appareil), ainsi qu'une empreinte courte du navigateur : un condensé (hachage) de son user agent, de sa langue, de la taille de l'écran et du fuseau horaire, qui ne permet pas de retrouver ces valeurs. Sans cet accord, aucun de ces éléments n'est envoyé.",
        "Si votre navigateur envoie le signal Global Privacy Control (GPC), nous le traitons comme un refus de la mesure d'audience et du marketing, sans vous le redemander : nous ne gardons alors de votre navigateur que sa famille (par exemple « Firefox ») et le type d'appareil.",
        "Si vous avez un compte, sa session ne conserve ni votre adresse IP ni le détail de votre navigateur, seulement sa famille.",
        "Les robots d'indexation ne sont pas comptés.",
      ],
    },
    {
      title: "Cookies et stockage local",
      paragraphs: [
        "Nécessaires (toujours actifs) : votre choix de cookies et, si vous vous connectez, un cookie de session sécurisé (httpOnly).",
        "Mesure d'audience (facultatif) : les identifiants de visite décrits ci-dessus, stockés dans le navigateur.",
        "Marketing (facultatif) : désactivé par défaut ; nous n'utilisons aucun traceur publicitaire tiers.",
        "Votre choix est conservé six mois, puis la bannière vous demande à nouveau votre accord. Le lien « Paramètres des cookies » en bas de chaque page permet de le modifier à tout moment.",
      ],
    },
    {
      title: "Durée de conservation",
      paragraphs: [
        "Les visites et les demandes d'audit (avec leur pré-analyse et nos notes de suivi) sont supprimées automatiquement 12 mois au plus tard après leur collecte. Une inscription à la newsletter reste active tant que vous ne vous désinscrivez pas ; une inscription non confirmée est supprimée après 12 mois.",
        "Assistant : les questions posées à l'assistant ne sont pas enregistrées, sauf celles auxquelles il n'a pas su répondre. Nous les gardons 90 jours pour compléter notre FAQ, sans adresse IP ni identifiant, et les adresses e-mail et numéros de téléphone qu'elles contiennent sont masqués.",
        "Audit Premium : une commande payée est une pièce comptable, que la loi nous oblige à garder 10 ans (art. 958f CO). Si vous demandez l'effacement de vos données, votre nom, votre adresse e-mail et le lien vers votre demande d'audit en sont retirés : il n'en reste que le numéro de reçu, le montant, la TVA, les dates et les références du paiement chez Stripe. Une commande jamais payée est supprimée.",
      ],
    },
    {
      title: "Hébergement et destinataires",
      paragraphs: [
        "Les données sont hébergées en Suisse. Elles ne sont ni vendues ni louées. Si vous demandez un rappel, vos coordonnées sont transmises à l'expert du cabinet partenaire agréé par la FINMA qui vous appellera, et à lui seul.",
        "Le paiement de l'audit Premium (carte ou TWINT) se fait sur la page de paiement de Stripe, qui reçoit votre adresse e-mail et le montant ; nous ne voyons jamais votre numéro de carte.",
      ],
    },
    {
      title: "Vos droits",
      paragraphs: [
        "Vous pouvez à tout moment demander l'accès à vos données, leur rectification, leur export ou leur effacement complet (demandes, commandes, newsletter, visites identifiées, compte), hormis la pièce comptable d'une commande payée décrite ci-dessus. Nous répondons sous 30 jours.",
        "Pour cela, écrivez-nous à {email}.",
        "Vous pouvez aussi vous adresser au Préposé fédéral à la protection des données et à la transparence (PFPDT) ou, dans l'Union européenne, à votre autorité de contrôle.",
      ],
    },
  ] satisfies LegalSection[],
};
