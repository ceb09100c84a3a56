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
  line,
  muted,
  Phone,
  Pill,
  Progress,
  Ring,
  Row,
  type Screen,
  T,
  TabBar,
  Toggle,
  W,
  warn,
  white,
} from "./phone-kit.js";

const tabs = [
  { icon: "lock", label: "Coffre" },
  { icon: "key", label: "Générateur" },
  { icon: "shield", label: "Sécurité" },
  { icon: "users", label: "Partage" },
] as const;

const safe = "#0f172a";
const mono = "'DejaVu Sans Mono', Menlo, Consolas, monospace";

function Tile({ x, y, letter, colour }: { x: number; y: number; letter: string; colour: string }) {
  return (
    <g>
      <rect x={x} y={y} width="40" height="40" rx="12" fill={colour} />
      <T x={x + 20} y={y + 27} size={18} weight={800} fill={white} anchor="middle">
        {letter}
      </T>
    </g>
  );
}

const items = [
  ["B", "Banque en ligne", "h.durand", "#1d4ed8"],
  ["M", "Messagerie", "helene.durand@mail.fr", "#dc2626"],
  ["I", "Espace impôts", "1 23 45 678 901", "#0f766e"],
  ["E", "Fournisseur d'énergie", "h.durand", "#d97706"],
  ["S", "Mutuelle santé", "HD-559201", "#7c3aed"],
  ["W", "Wi-Fi maison", "Box-Durand-5G", "#0891b2"],
] as const;

/** « Le coffre-fort » */
const vault: Screen = (theme) => (
  <Phone statusLight>
    <AppBar title="Coffre" subtitle="148 éléments" theme={{ ...theme, strong: safe }} left={null} right={["plus"]} />
    <Field x={20} y={116} w={W - 40} text="Rechercher dans le coffre" icon="search" />
    <Pill x={20} y={178} text="Tous" fill={safe} color={white} />
    <Pill x={80} y={178} text="Identifiants" fill={white} color={muted} />
    <Pill x={196} y={178} text="Cartes" fill={white} color={muted} />
    <Pill x={268} y={178} text="Notes" fill={white} color={muted} />
    {items.map(([letter, name, user, colour], i) => (
      <Row
        key={name}
        y={222 + i * 64}
        title={name}
        subtitle={user}
        leading={<Tile x={20} y={230 + i * 64} letter={letter} colour={colour} />}
        trailing={<Icon name="copy" x={W - 42} y={238 + i * 64} size={20} color={muted} />}
      />
    ))}
    <TabBar tabs={[...tabs]} active={0} theme={theme} />
  </Phone>
);

/** « Le détail d'un identifiant » */
const detail: Screen = (theme) => (
  <Phone>
    <AppBar title="" theme={theme} left="back" right={["edit"]} light />
    <Tile x={W / 2 - 20} y={100} letter="B" colour="#1d4ed8" />
    <T x={W / 2} y={172} size={20} weight={800} anchor="middle">
      Banque en ligne
    </T>
    <Pill x={W / 2 - 66} y={184} text="Mot de passe fort" fill="#dcfce7" color="#15803d" size={11} />
    {[
      ["Identifiant", "h.durand", "copy"],
      ["Mot de passe", "••••••••••••••", "eye"],
      ["Site", "banque-en-ligne.fr", "globe"],
    ].map(([label, value, icon], i) => (
      <g key={label}>
        <Field x={20} y={246 + i * 80} w={W - 40} h={52} text={value ?? ""} label={label} />
        <Icon name={icon as "copy"} x={W - 54} y={260 + i * 80} color={theme.strong} />
      </g>
    ))}
    <Card x={20} y={488} w={W - 40} h={92}>
      <T x={36} y={516} size={12} weight={600} fill={muted}>
        Code de vérification
      </T>
      <T x={36} y={556} size={28} weight={800} fill={safe}>
        482 913
      </T>
      <Ring cx={W - 66} cy={534} r={18} value={0.6} color={theme.strong} width={5} />
      <T x={W - 66} y={539} size={12} weight={700} anchor="middle">
        18
      </T>
    </Card>
    <T x={20} y={612} size={13} fill={muted}>
      Modifié il y a 12 jours · utilisé sur 2 appareils
    </T>
  </Phone>
);

/** « Le générateur de mots de passe » */
const generator: Screen = (theme) => (
  <Phone>
    <AppBar title="Générateur" theme={theme} left={null} light />
    <Card x={20} y={104} w={W - 40} h={140}>
      <text x={W / 2} y={160} fontSize="22" fontWeight="700" fontFamily={mono} textAnchor="middle" fill={safe}>
        T7#vQ9!mRz2$Lp4w
      </text>
      <Progress x={36} y={186} w={W - 72} value={1} color={good} />
      <T x={36} y={224} size={13} weight={700} fill={good}>
        Très fort
      </T>
      <T x={W - 36} y={224} size={12} fill={muted} anchor="end">
        des siècles à deviner
      </T>
    </Card>
    <Heading y={284} text="Longueur" />
    <T x={W - 20} y={284} size={15} weight={800} fill={safe} anchor="end">
      16
    </T>
    <rect x="20" y="304" width={W - 40} height="6" rx="3" fill={line} />
    <rect x="20" y="304" width={(W - 40) * 0.4} height="6" rx="3" fill={safe} />
    <circle cx={20 + (W - 40) * 0.4} cy="307" r="12" fill={white} stroke={safe} strokeWidth="3" />
    {[
      ["Majuscules (A-Z)", true],
      ["Chiffres (0-9)", true],
      ["Symboles (!#$)", true],
      ["Éviter les caractères ambigus", false],
    ].map(([label, on], i) => (
      <Row
        key={String(label)}
        y={334 + i * 56}
        title={String(label)}
        trailing={<Toggle x={W - 66} y={334 + i * 56 + 12} on={Boolean(on)} theme={{ ...theme, strong: safe }} />}
      />
    ))}
    <Button
      x={20}
      y={572}
      w={(W - 52) / 2}
      text="Régénérer"
      icon="refresh"
      theme={{ ...theme, dark: safe }}
      variant="outline"
    />
    <Button
      x={32 + (W - 52) / 2}
      y={572}
      w={(W - 52) / 2}
      text="Copier"
      icon="copy"
      theme={{ ...theme, strong: safe }}
    />
    <TabBar tabs={[...tabs]} active={1} theme={theme} />
  </Phone>
);

/** « L'alerte de fuite de données » */
const breach: Screen = (theme) => (
  <Phone>
    <AppBar title="Sécurité" theme={theme} left={null} light />
    <Card x={20} y={100} w={W - 40} h={168} fill="#fef2f2">
      <IconTile x={36} y={118} icon="alert" fill="#fecaca" color="#b91c1c" size={44} />
      <T x={92} y={136} size={15} weight={800} fill="#991b1b">
        Fuite de données
      </T>
      <T x={92} y={156} size={13} fill="#991b1b">
        Site de voyages · 14 sept.
      </T>
      <T x={36} y={196} size={13} fill="#7f1d1d">
        Votre adresse et un mot de passe de
      </T>
      <T x={36} y={214} size={13} fill="#7f1d1d">
        ce site figurent dans la fuite.
      </T>
      <rect x="36" y="226" width={W - 72} height="32" rx="10" fill="#dc2626" />
      <T x={W / 2} y={247} size={13} weight={700} fill={white} anchor="middle">
        Changer le mot de passe
      </T>
    </Card>
    <Heading y={306} text="Santé du coffre" />
    <Ring cx={76} cy={380} r={46} value={0.86} color={good} width={10} />
    <T x={76} y={388} size={24} weight={800} anchor="middle">
      86
    </T>
    <T x={140} y={364} size={15} weight={700}>
      Bonne protection
    </T>
    <T x={140} y={386} size={13} fill={muted}>
      Encore 5 points à corriger
    </T>
    {[
      ["Mots de passe réutilisés", "3", warn],
      ["Mots de passe faibles", "2", warn],
      ["Double facteur activé", "12 / 14", good],
    ].map(([title, value, colour], i) => (
      <Row
        key={title}
        y={446 + i * 60}
        title={title ?? ""}
        leading={<IconTile x={20} y={454 + i * 60} icon="shield" fill={`${colour}22`} color={colour ?? ""} />}
        trailing={value}
        trailingColor={colour}
      />
    ))}
    <TabBar tabs={[...tabs]} active={2} theme={theme} />
  </Phone>
);

/** « Le partage familial » */
const family: Screen = (theme) => (
  <Phone>
    <AppBar title="Famille Durand" theme={theme} left={null} right={["plus"]} light />
    <T x={20} y={122} size={13} fill={muted}>
      Licence famille · 4 membres sur 6
    </T>
    <Progress x={20} y={134} w={W - 40} value={4 / 6} color={safe} />
    {[
      ["HD", "Hélène", "Organisatrice", "#0f766e"],
      ["NK", "Nicolas", "Membre", "#1d4ed8"],
      ["LD", "Louise", "Membre · 15 ans", "#db2777"],
      ["MD", "Mamie Jo", "Invitée", "#94a3b8"],
    ].map(([initials, name, role, colour], i) => (
      <g key={name}>
        <Avatar cx={48 + i * 88} cy={190} r={26} initials={initials ?? ""} fill={colour ?? ""} />
        <T x={48 + i * 88} y={236} size={13} weight={600} anchor="middle">
          {name}
        </T>
        <T x={48 + i * 88} y={254} size={10} fill={muted} anchor="middle">
          {role?.split(" ·")[0]}
        </T>
      </g>
    ))}
    <Heading y={302} text="Dossiers partagés" />
    {[
      ["Streaming et musique", "6 éléments · tous", "play"],
      ["Maison", "Wi-Fi, alarme, énergie", "home"],
      ["Papiers d'identité", "4 documents · parents", "copy"],
      ["École", "Espace numérique de Louise", "bookmark"],
    ].map(([title, subtitle, icon], i) => (
      <Row
        key={title}
        y={316 + i * 64}
        title={title ?? ""}
        subtitle={subtitle}
        leading={<IconTile x={20} y={324 + i * 64} icon={icon as "home"} fill="#e2e8f0" color={safe} />}
        trailing={<Icon name="chevron" x={W - 40} y={332 + i * 64} size={20} color={muted} />}
      />
    ))}
    <Button x={20} y={600} w={W - 40} text="Partager un dossier" icon="share" theme={{ ...theme, strong: safe }} />
    <TabBar tabs={[...tabs]} active={3} theme={theme} />
  </Phone>
);

/** « Le déverrouillage par empreinte » */
const unlock: Screen = (theme) => (
  <Phone statusLight background={safe}>
    <circle cx={W / 2} cy={150} r="34" fill="#1e293b" />
    <Icon name="shield" x={W / 2 - 18} y={132} size={36} color={white} />
    <T x={W / 2} y={226} size={24} weight={800} fill={white} anchor="middle">
      Vaultis
    </T>
    <T x={W / 2} y={254} size={14} fill="#94a3b8" anchor="middle">
      Coffre verrouillé
    </T>
    {[110, 84, 60].map((r, i) => (
      <circle
        key={r}
        cx={W / 2}
        cy={440}
        r={r}
        fill="none"
        stroke={theme.mid}
        strokeOpacity={0.15 + i * 0.15}
        strokeWidth="2"
      />
    ))}
    <circle cx={W / 2} cy={440} r="44" fill="#1e293b" />
    <Icon name="fingerprint" x={W / 2 - 28} y={412} size={56} color="#e2e8f0" strokeWidth={1.6} />
    <T x={W / 2} y={600} size={15} weight={600} fill={white} anchor="middle">
      Touchez le capteur pour déverrouiller
    </T>
    <T x={W / 2} y={680} size={14} weight={600} fill="#93c5fd" anchor="middle">
      Utiliser le mot de passe maître
    </T>
    <rect x={W / 2 - 60} y={750} width="120" height="4" rx="2" fill={white} />
  </Phone>
);

export const vaultisScreens: Screen[] = [vault, detail, generator, breach, family, unlock];
