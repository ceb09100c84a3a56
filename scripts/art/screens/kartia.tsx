import {
  AppBar,
  Avatar,
  Button,
  Card,
  Field,
  good,
  Heading,
  Icon,
  IconTile,
  ink,
  LineChart,
  muted,
  Phone,
  Pill,
  Row,
  type Screen,
  T,
  TabBar,
  type Theme,
  Toggle,
  W,
  white,
} from "./phone-kit.js";

const tabs = [
  { icon: "wallet", label: "Ma carte" },
  { icon: "users", label: "Contacts" },
  { icon: "chart", label: "Statistiques" },
  { icon: "settings", label: "Réglages" },
] as const;

/** The business card itself, as every screen of the app shows it. */
function BusinessCard({
  x,
  y,
  w,
  colour,
  accent,
}: {
  x: number;
  y: number;
  w: number;
  colour: string;
  accent: string;
}) {
  const h = 192;
  return (
    <g>
      <rect x={x} y={y + 6} width={w} height={h} rx="20" fill={ink} opacity="0.12" />
      <rect x={x} y={y} width={w} height={h} rx="20" fill={colour} />
      <circle cx={x + w - 30} cy={y + 24} r={h * 0.55} fill={white} opacity="0.07" />
      <Avatar cx={x + 46} cy={y + 50} r={26} initials="CM" fill={white} color={colour} />
      <T x={x + 86} y={y + 46} size={18} weight={700} fill={white}>
        Claire Moreau
      </T>
      <T x={x + 86} y={y + 66} size={12} fill={white} opacity={0.85}>
        Directrice commerciale
      </T>
      <rect x={x + 24} y={y + 92} width={w - 48} height="1" fill={white} opacity="0.25" />
      {[
        ["phone", "06 12 34 56 78"],
        ["mail", "claire@atelier-lumen.fr"],
      ].map(([icon, text], i) => (
        <g key={icon}>
          <Icon name={icon as "mail"} x={x + 24} y={y + 104 + i * 26} size={16} color={accent} />
          <T x={x + 48} y={y + 117 + i * 26} size={13} fill={white}>
            {text}
          </T>
        </g>
      ))}
      <T x={x + w - 24} y={y + h - 16} size={12} weight={700} fill={accent} anchor="end">
        ATELIER LUMEN
      </T>
    </g>
  );
}

/** « Votre carte de visite virtuelle » */
const card: Screen = (theme) => (
  <Phone>
    <AppBar title="Ma carte" theme={theme} left={null} right={["edit"]} light />
    <BusinessCard x={20} y={108} w={W - 40} colour={theme.dark} accent="#5eead4" />
    <Button x={20} y={318} w={(W - 52) / 2} text="Partager" icon="share" theme={theme} />
    <Button x={32 + (W - 52) / 2} y={318} w={(W - 52) / 2} text="Aperçu" icon="eye" theme={theme} variant="outline" />
    <Heading y={408} text="Cette semaine" />
    {[
      ["128", "vues"],
      ["23", "enregistrements"],
    ].map(([value, label], i) => (
      <Card key={label} x={20 + i * 166} y={422} w={154} h={84}>
        <T x={36 + i * 166} y={460} size={26} weight={800} fill={theme.dark}>
          {value}
        </T>
        <T x={36 + i * 166} y={486} size={13} fill={muted}>
          {label}
        </T>
      </Card>
    ))}
    <Row
      y={524}
      title="Salon Lyon Tech"
      subtitle="Carte partagée 46 fois"
      leading={<IconTile x={20} y={532} icon="calendar" fill={theme.light} color={theme.dark} />}
      trailing={<Icon name="chevron" x={W - 40} y={540} size={20} color={muted} />}
    />
    <TabBar tabs={[...tabs]} active={0} theme={theme} />
  </Phone>
);

/** A QR code's modules, the same for every build: three finder squares and a fixed scatter. */
function QrCode({ x, y, size, colour }: { x: number; y: number; size: number; colour: string }) {
  const n = 25;
  const cell = size / n;
  const finder = (fx: number, fy: number) => (
    <g key={`${fx}-${fy}`}>
      <rect x={x + fx * cell} y={y + fy * cell} width={cell * 7} height={cell * 7} fill={colour} />
      <rect x={x + (fx + 1) * cell} y={y + (fy + 1) * cell} width={cell * 5} height={cell * 5} fill={white} />
      <rect x={x + (fx + 2) * cell} y={y + (fy + 2) * cell} width={cell * 3} height={cell * 3} fill={colour} />
    </g>
  );
  const inFinder = (i: number, j: number) => (i < 8 && j < 8) || (i > n - 9 && j < 8) || (i < 8 && j > n - 9);
  const modules: string[] = [];
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < n; j += 1) {
      if (inFinder(i, j)) continue;
      if ((i * 7 + j * 13 + ((i * j) % 5)) % 3 === 0)
        modules.push(`M${x + i * cell} ${y + j * cell}h${cell}v${cell}h-${cell}z`);
    }
  }
  return (
    <g>
      <path d={modules.join("")} fill={colour} />
      {finder(0, 0)}
      {finder(n - 7, 0)}
      {finder(0, n - 7)}
    </g>
  );
}

/** « Le partage par QR code » */
const qr: Screen = (theme) => (
  <Phone statusLight background={theme.dark}>
    <AppBar title="Partager" theme={{ ...theme, strong: theme.dark }} left="back" />
    <rect x="20" y="100" width={W - 40} height="40" rx="12" fill={white} opacity="0.12" />
    {["QR code", "Lien", "Sans contact"].map((label, i) => {
      const w = (W - 48) / 3;
      return (
        <g key={label}>
          {i === 0 ? <rect x={24 + i * w} y="104" width={w} height="32" rx="9" fill={white} /> : null}
          <T
            x={24 + i * w + w / 2}
            y={125}
            size={13}
            weight={i === 0 ? 700 : 500}
            fill={i === 0 ? ink : white}
            anchor="middle"
          >
            {label}
          </T>
        </g>
      );
    })}
    <rect x="50" y="170" width={W - 100} height={W - 40} rx="24" fill={white} />
    <QrCode x={75} y={195} size={210} colour={ink} />
    <Avatar cx={W / 2} cy={300} r={22} initials="CM" fill={theme.strong} />
    <T x={W / 2} y={448} size={16} weight={700} anchor="middle">
      Claire Moreau
    </T>
    <T x={W / 2} y={472} size={13} fill={muted} anchor="middle">
      Atelier Lumen
    </T>
    <T x={W / 2} y={522} size={15} weight={600} fill={white} anchor="middle">
      Scannez pour enregistrer
    </T>
    <T x={W / 2} y={542} size={15} weight={600} fill={white} anchor="middle">
      mes coordonnées
    </T>
    <T x={W / 2} y={568} size={13} fill={white} opacity={0.75} anchor="middle">
      Aucune application à installer
    </T>
    <rect x="20" y="600" width={W - 40} height="56" rx="16" fill={white} opacity="0.12" />
    <T x={40} y={633} size={14} fill={white}>
      kartia.fr/claire-moreau
    </T>
    <Icon name="copy" x={W - 56} y={616} color={white} />
  </Phone>
);

const swatches = ["#115e59", "#1e3a8a", "#7c2d12", "#4c1d95", "#0f172a", "#be123c"];

/** « La personnalisation aux couleurs de l'entreprise » */
const customise: Screen = (theme) => (
  <Phone>
    <AppBar title="Personnaliser" theme={theme} left="back" light />
    <BusinessCard x={40} y={104} w={W - 80} colour="#1e3a8a" accent="#fbbf24" />
    <Heading y={330} text="Couleur" />
    {swatches.map((colour, i) => (
      <g key={colour}>
        {colour === "#1e3a8a" ? (
          <circle cx={42 + i * 56} cy={362} r="22" fill="none" stroke={colour} strokeWidth="3" />
        ) : null}
        <circle cx={42 + i * 56} cy={362} r="16" fill={colour} />
      </g>
    ))}
    <Heading y={416} text="Logo" />
    <Card x={20} y={430} w={W - 40} h={64}>
      <IconTile x={34} y={442} icon="sun" fill="#fef3c7" color="#b45309" />
      <T x={88} y={458} size={14} weight={600}>
        atelier-lumen.svg
      </T>
      <T x={88} y={478} size={12} fill={muted}>
        Affiché en bas de la carte
      </T>
      <T x={W - 36} y={468} size={13} weight={700} fill={theme.strong} anchor="end">
        Changer
      </T>
    </Card>
    {[
      ["Afficher ma photo", true],
      ["Afficher l'adresse", false],
      ["Lien vers mon agenda", true],
    ].map(([label, on], i) => (
      <Row
        key={String(label)}
        y={508 + i * 52}
        title={String(label)}
        trailing={<Toggle x={W - 66} y={508 + i * 52 + 12} on={Boolean(on)} theme={theme} />}
      />
    ))}
    <Button x={20} y={680} w={W - 40} text="Enregistrer" theme={theme} />
  </Phone>
);

const contacts = [
  ["TR", "Thomas Roux", "Brasserie du Parc", "#f97316", true],
  ["AM", "Aïcha Mansour", "Studio Nord", "#8b5cf6", true],
  ["PL", "Pierre Lefèvre", "Imprimerie Lefèvre", "#0ea5e9", false],
  ["IG", "Inès Garnier", "Cabinet Garnier", "#ec4899", false],
  ["BD", "Benoît Durand", "Transports Durand", "#64748b", false],
  ["MK", "Marie Klein", "Mairie de Bron", "#10b981", false],
] as const;

/** « Les contacts échangés » */
const contactList: Screen = (theme) => (
  <Phone>
    <AppBar title="Contacts" theme={theme} left={null} right={["download"]} light />
    <Field x={20} y={100} w={W - 40} text="Nom, entreprise, événement" icon="search" />
    <T x={20} y={182} size={12} weight={700} fill={muted}>
      CETTE SEMAINE
    </T>
    {contacts.map(([initials, name, company, colour, fresh], i) => (
      <Row
        key={name}
        y={194 + i * 66}
        title={name}
        subtitle={company}
        leading={<Avatar cx={40} cy={194 + i * 66 + 28} initials={initials} fill={colour} />}
        trailing={
          fresh ? (
            <Pill
              x={W - 20}
              y={194 + i * 66 + 14}
              text="Nouveau"
              fill={theme.light}
              color={theme.dark}
              size={11}
              anchor="end"
            />
          ) : (
            <Icon name="chevron" x={W - 40} y={194 + i * 66 + 16} size={20} color={muted} />
          )
        }
      />
    ))}
    <TabBar tabs={[...tabs]} active={1} theme={theme} />
  </Phone>
);

/** « L'historique d'un salon » */
const tradeShow: Screen = (theme) => (
  <Phone statusLight>
    <AppBar title="Salon Lyon Tech" subtitle="Eurexpo · 10 – 12 octobre" theme={theme} left="back" />
    {[
      ["46", "cartes partagées"],
      ["31", "contacts reçus"],
      ["12", "rendez-vous"],
    ].map(([value, label], i) => (
      <Card key={label} x={20 + i * 110} y={116} w={100} h={82}>
        <T x={70 + i * 110} y={152} size={24} weight={800} fill={theme.dark} anchor="middle">
          {value}
        </T>
        <T x={70 + i * 110} y={178} size={11} fill={muted} anchor="middle">
          {label}
        </T>
      </Card>
    ))}
    <Card x={20} y={212} w={W - 40} h={186}>
      <T x={36} y={240} size={15} weight={700}>
        Partages par heure
      </T>
      <LineChart x={36} y={258} w={W - 72} h={100} values={[2, 5, 9, 6, 4, 8, 12, 7, 3]} color={theme.strong} />
      {["9 h", "12 h", "15 h", "18 h"].map((label, i) => (
        <T
          key={label}
          x={36 + (i * (W - 72)) / 3}
          y={384}
          size={11}
          fill={muted}
          anchor={i === 3 ? "end" : i ? "middle" : "start"}
        >
          {label}
        </T>
      ))}
    </Card>
    <Heading y={432} text="À relancer" />
    {[
      ["TR", "Thomas Roux", "A demandé un devis", "#f97316"],
      ["AM", "Aïcha Mansour", "Rendez-vous le 21 octobre", "#8b5cf6"],
      ["JB", "Julien Brun", "Carte enregistrée 3 fois", "#0ea5e9"],
    ].map(([initials, name, note, colour], i) => (
      <Row
        key={name}
        y={446 + i * 64}
        title={name ?? ""}
        subtitle={note}
        leading={<Avatar cx={40} cy={446 + i * 64 + 28} initials={initials ?? ""} fill={colour ?? ""} />}
        trailing={<Icon name="mail" x={W - 44} y={446 + i * 64 + 16} size={22} color={theme.strong} />}
      />
    ))}
    <TabBar tabs={[...tabs]} active={2} theme={theme} />
  </Phone>
);

const team = [
  ["CM", "Claire Moreau", "Administratrice", "#115e59", "Active"],
  ["JB", "Julien Brun", "Chargé d'affaires", "#0ea5e9", "Active"],
  ["SA", "Samia Amrani", "Designer", "#8b5cf6", "Active"],
  ["LP", "Lucas Petit", "Technicien", "#f97316", "Invitée"],
] as const;

/** « La formule Équipe » */
const teamPlan: Screen = (theme: Theme) => (
  <Phone>
    <AppBar title="Équipe" theme={theme} left="back" light />
    <Card x={20} y={100} w={W - 40} h={92} fill={theme.light}>
      <T x={36} y={130} size={16} weight={700} fill={theme.dark}>
        Atelier Lumen
      </T>
      <T x={36} y={152} size={13} fill={theme.dark}>
        14 cartes · modèle commun
      </T>
      <Pill x={36} y={160} text="Formule Équipe" fill={theme.strong} color={white} size={10} />
      <rect x={W - 110} y="114" width="70" height="42" rx="8" fill="#1e3a8a" />
      <rect x={W - 100} y="124" width="30" height="4" rx="2" fill={white} />
      <rect x={W - 100} y="134" width="44" height="3" rx="1.5" fill={white} opacity="0.6" />
      <rect x={W - 100} y="142" width="36" height="3" rx="1.5" fill={white} opacity="0.6" />
    </Card>
    <Heading y={226} text="Collaborateurs" link="Tout voir" theme={theme} />
    {team.map(([initials, name, role, colour, status], i) => (
      <Row
        key={name}
        y={240 + i * 66}
        title={name}
        subtitle={role}
        leading={<Avatar cx={40} cy={240 + i * 66 + 28} initials={initials} fill={colour} />}
        trailing={
          <Pill
            x={W - 20}
            y={240 + i * 66 + 14}
            text={status}
            fill={status === "Active" ? "#dcfce7" : "#fef3c7"}
            color={status === "Active" ? "#15803d" : "#92400e"}
            size={11}
            anchor="end"
          />
        }
      />
    ))}
    <Icon name="check" x={20} y={520} size={18} color={good} />
    <T x={46} y={534} size={13} fill={muted}>
      Coordonnées à jour pour toute l'équipe
    </T>
    <Button x={20} y={680} w={W - 40} text="Inviter un collaborateur" icon="plus" theme={theme} />
  </Phone>
);

export const kartiaScreens: Screen[] = [card, qr, customise, contactList, tradeShow, teamPlan];
