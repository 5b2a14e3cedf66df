import type { Translation } from "../../../i18n/translation.ts";
import type { OPTIMAITE_PRIVACY } from "../privacy.ts";

/** /fr/confidentialite: OptimAIte's privacy policy in Quebec French, saying what the code really does with data. */
export const OPTIMAITE_PRIVACY_FR = {
  title: "Politique de confidentialité",
  updated: "Dernière mise à jour : novembre 2026",
  intro:
    "Cette page explique quels renseignements OptimAIte recueille sur ce site, pourquoi, combien de temps ils sont conservés et comment exercer vos droits (LPD suisse et RGPD européen).",
  sections: [
    {
      title: "Les renseignements que vous nous fournissez",
      paragraphs: [
        "Formulaires de réservation de démo et de contact : votre nom, votre courriel, votre entreprise, votre secteur, votre message et la façon dont vous nous avez connus, ainsi que, si vous avez utilisé le calculateur de rendement, l'estimation affichée.",
        "Calculateur de rendement : les valeurs que vous saisissez et l'estimation, conservées avec une localisation approximative (ville, pays) pendant que vous l'utilisez, afin que nous puissions apporter votre estimation à la démo.",
      ],
    },
    {
      title: "Statistiques",
      paragraphs: [
        "Nous comptons les pages vues (la page, la page de provenance, le navigateur) pour améliorer le site. Votre adresse IP n'est jamais conservée : elle sert uniquement en mémoire, sur nos serveurs, à déduire une localisation approximative (ville, pays) à partir d'une base de données hors ligne, sans faire appel à aucun service tiers.",
        "Avec votre consentement aux « Statistiques », un identifiant aléatoire conservé dans votre navigateur reconnaît une visite de retour (nombre de visites, date de la première visite, type d'appareil), accompagné d'une courte empreinte du navigateur : un hachage de l'agent utilisateur, de la langue, de la taille de l'écran et du fuseau horaire, qui ne permet pas de retrouver ces valeurs. Sans ce consentement, rien de tout cela n'est envoyé.",
        "Si votre navigateur envoie le signal Global Privacy Control (GPC), nous le traitons comme un refus des statistiques et du marketing, sans vous le redemander : nous ne gardons alors que la famille de votre navigateur (par exemple « Firefox ») et le type d'appareil.",
        "Si vous avez un compte, sa session ne conserve ni votre adresse IP ni les détails de votre navigateur, seulement sa famille. Les robots d'indexation ne sont pas comptés.",
      ],
    },
    {
      title: "Témoins (cookies) et stockage local",
      paragraphs: [
        "Essentiels (toujours actifs) : votre choix relatif aux témoins et, si vous vous connectez, un témoin de session sécurisé (httpOnly).",
        "Statistiques (facultatives, désactivées tant que vous n'y consentez pas) : les identifiants de visite décrits ci-dessus, conservés dans votre navigateur.",
        "Marketing (facultatif) : désactivé par défaut; nous n'utilisons aucun traceur publicitaire tiers.",
        "Votre choix est conservé six mois; la bannière vous le redemande ensuite. Le lien « Paramètres des témoins » au bas de chaque page permet de le modifier en tout temps.",
      ],
    },
    {
      title: "Conservation",
      paragraphs: [
        "Les visites, les sessions du calculateur et les demandes de démo et de contact sont supprimées automatiquement au plus tard 12 mois après leur collecte.",
        "Assistant : les questions posées à l'assistant ne sont pas enregistrées, sauf celles auxquelles il n'a pas su répondre. Nous les conservons 90 jours pour enrichir notre FAQ, sans adresse IP ni identifiant, et les adresses courriel et numéros de téléphone qu'elles contiennent sont masqués.",
      ],
    },
    {
      title: "Hébergement et destinataires",
      paragraphs: [
        "Les données sont hébergées en Suisse. Elles ne sont jamais vendues ni louées. Notre équipe lit les demandes de démo et de contact pour y répondre.",
      ],
    },
    {
      title: "Vos droits",
      paragraphs: [
        "Vous pouvez demander en tout temps d'accéder à vos données, de les corriger, de les exporter ou de les supprimer (demandes, visites identifiées, compte). Nous répondons dans un délai de 30 jours.",
        "Pour ce faire, écrivez à {email}.",
        "Vous pouvez aussi vous adresser au Préposé fédéral à la protection des données et à la transparence (PFPDT) ou, dans l'Union européenne, à votre autorité de contrôle.",
      ],
    },
  ],
} satisfies Translation<typeof OPTIMAITE_PRIVACY>;
