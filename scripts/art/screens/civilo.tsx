import {
  AppBar,
  Button,
  Card,
  Field,
  good,
  Heading,
  Icon,
  IconTile,
  Lines,
  line,
  MapArt,
  muted,
  Phone,
  Pill,
  Row,
  type Screen,
  T,
  TabBar,
  W,
  warn,
  white,
} from "./phone-kit.js";

const tabs = [
  { icon: "home", label: "Accueil" },
  { icon: "camera", label: "Signaler" },
  { icon: "map", label: "Carte" },
  { icon: "grid", label: "Services" },
] as const;

/** « L'accueil : actualités et alertes de la commune » */
const home: Screen = (theme) => (
  <Phone statusLight>
    <AppBar title="Saint-Priest-en-Val" subtitle="Bonjour Amélie" theme={theme} left={null} right={["bell"]} />
    <Card x={20} y={116} w={W - 40} h={84} fill="#fef3c7">
      <IconTile x={34} y={138} icon="alert" fill="#fde68a" color="#92400e" />
      <T x={88} y={146} size={14} weight={700} fill="#78350f">
        Alerte météo : vent fort
      </T>
      <T x={88} y={166} size={12} fill="#92400e">
        Parcs et cimetière fermés jusqu'à
      </T>
      <T x={88} y={183} size={12} fill="#92400e">
        jeudi 8 h.
      </T>
    </Card>
    <Heading y={234} text="Actualités" link="Tout voir" theme={theme} />
    <Card x={20} y={248} w={W - 40} h={196}>
      <rect x="20" y="248" width={W - 40} height="110" rx="16" fill={theme.light} />
      <rect x="20" y="330" width={W - 40} height="28" fill={theme.light} />
      <path d={`M40 358l50-46 34 28 42-50 62 68z`} fill={theme.mid} opacity="0.5" />
      <circle cx="270" cy="290" r="18" fill="#fde68a" />
      <Pill x={36} y={264} text="Travaux" fill={white} color={theme.dark} size={11} />
      <T x={36} y={384} size={15} weight={700}>
        La place du Marché rouvre samedi
      </T>
      <T x={36} y={406} size={13} fill={muted}>
        Nouveaux bancs, arbres et pistes cyclables.
      </T>
      <T x={36} y={428} size={12} fill={muted}>
        Il y a 2 h
      </T>
    </Card>
    {[
      ["Conseil municipal jeudi 19 h", "Ordre du jour et diffusion en direct", "calendar"],
      ["Collecte des encombrants", "Inscription avant le 20 octobre", "refresh"],
      ["Vacances à la piscine", "Nouveaux horaires dès le 18 octobre", "clock"],
    ].map(([title, subtitle, icon], i) => (
      <Row
        key={title}
        y={458 + i * 64}
        title={title ?? ""}
        subtitle={subtitle}
        leading={<IconTile x={20} y={466 + i * 64} icon={icon as "calendar"} fill={theme.light} color={theme.dark} />}
      />
    ))}
    <TabBar tabs={[...tabs]} active={0} theme={theme} />
  </Phone>
);

/** « Le signalement d'un problème, photo et position à l'appui » */
const report: Screen = (theme) => (
  <Phone>
    <AppBar title="Nouveau signalement" theme={theme} left="back" light />
    <T x={20} y={118} size={12} weight={600} fill={muted}>
      CATÉGORIE
    </T>
    {[
      ["Éclairage", "sun", true],
      ["Voirie", "car", false],
      ["Propreté", "refresh", false],
    ].map(([label, icon, selected], i) => (
      <g key={String(label)}>
        <rect
          x={20 + i * 110}
          y={130}
          width="100"
          height="78"
          rx="14"
          fill={selected ? theme.light : white}
          stroke={selected ? theme.strong : line}
          strokeWidth={selected ? 2 : 1}
        />
        <Icon name={icon as "sun"} x={58 + i * 110} y={146} color={selected ? theme.strong : muted} />
        <T x={70 + i * 110} y={192} size={13} weight={600} fill={selected ? theme.dark : undefined} anchor="middle">
          {String(label)}
        </T>
      </g>
    ))}
    <T x={20} y={240} size={12} weight={600} fill={muted}>
      PHOTO
    </T>
    <rect x="20" y="252" width="150" height="120" rx="14" fill="#1e293b" />
    <rect x="88" y="270" width="6" height="102" fill="#64748b" />
    <path d="M91 272q24 0 28 16h-14" fill="none" stroke="#64748b" strokeWidth="5" />
    <rect x="100" y="286" width="16" height="8" rx="2" fill="#334155" />
    <circle cx="40" cy="272" r="3" fill="#fde68a" />
    <circle cx="150" cy="300" r="2" fill="#fde68a" />
    <rect x="182" y="252" width="158" height="120" rx="14" fill={white} stroke={line} strokeDasharray="6 5" />
    <Icon name="camera" x={249} y={286} color={muted} />
    <T x={261} y={336} size={13} fill={muted} anchor="middle">
      Ajouter
    </T>
    <T x={20} y={404} size={12} weight={600} fill={muted}>
      POSITION
    </T>
    <MapArt x={20} y={414} w={W - 40} h={110} pins={[{ x: 180, y: 476, colour: theme.strong }]} />
    <rect x="20" y="414" width={W - 40} height="110" rx="14" fill="none" stroke={line} strokeWidth="2" />
    <T x={20} y={546} size={13} fill={muted}>
      18 rue des Tilleuls · position précise à 5 m
    </T>
    <Field x={20} y={562} w={W - 40} h={64} text="Lampadaire éteint depuis lundi" />
    <Button x={20} y={680} w={W - 40} text="Envoyer le signalement" theme={theme} />
  </Phone>
);

/** « La carte des signalements » */
const map: Screen = (theme) => (
  <Phone>
    <MapArt
      x={0}
      y={0}
      w={W}
      h={H_MAP}
      pins={[
        { x: 90, y: 180, colour: warn },
        { x: 210, y: 150, colour: good },
        { x: 260, y: 300, colour: theme.strong },
        { x: 140, y: 330, colour: warn },
        { x: 300, y: 420, colour: good },
        { x: 70, y: 440, colour: good },
        { x: 190, y: 470, colour: theme.strong },
      ]}
    />
    <rect x="20" y="40" width={W - 40} height="48" rx="14" fill={white} stroke={line} />
    <Icon name="search" x={34} y={54} size={20} color={muted} />
    <T x={64} y={69} size={15} fill={muted}>
      Rechercher une adresse
    </T>
    <Pill x={20} y={100} text="En cours · 12" fill={white} color={warn} size={12} />
    <Pill x={140} y={100} text="Résolus · 48" fill={white} color={good} size={12} />
    <Card x={20} y={520} w={W - 40} h={150}>
      <Pill x={36} y={536} text="En cours" fill="#fef3c7" color="#92400e" size={11} />
      <T x={W - 36} y={552} size={12} fill={muted} anchor="end">
        Signalé il y a 3 jours
      </T>
      <T x={36} y={590} size={16} weight={700}>
        Nid-de-poule avenue Jean-Jaurès
      </T>
      <T x={36} y={612} size={13} fill={muted}>
        Services techniques · intervention prévue
      </T>
      <T x={36} y={632} size={13} fill={muted}>
        le 17 octobre
      </T>
      <Icon name="users" x={36} y={640} size={18} color={theme.strong} />
      <T x={60} y={654} size={12} weight={600} fill={theme.strong}>
        Signalé aussi par 7 habitants
      </T>
    </Card>
    <TabBar tabs={[...tabs]} active={2} theme={theme} />
  </Phone>
);
const H_MAP = 690;

const steps = [
  ["Signalement reçu", "Lundi 13 octobre, 8:42", true],
  ["Pris en charge", "Service éclairage public", true],
  ["Intervention planifiée", "Mercredi 15 octobre", true],
  ["Résolu", "Lampadaire réparé", false],
] as const;

/** « Le suivi d'une demande » */
const tracking: Screen = (theme) => (
  <Phone>
    <AppBar title="Demande n° 2024-1187" theme={theme} left="back" light />
    <Card x={20} y={100} w={W - 40} h={96}>
      <IconTile x={36} y={118} icon="sun" fill={theme.light} color={theme.dark} size={56} />
      <T x={108} y={138} size={16} weight={700}>
        Lampadaire éteint
      </T>
      <T x={108} y={160} size={13} fill={muted}>
        18 rue des Tilleuls
      </T>
      <Pill x={108} y={168} text="Intervention planifiée" fill={theme.light} color={theme.dark} size={10} />
    </Card>
    <Heading y={232} text="Suivi" />
    {steps.map(([title, subtitle, done], i) => {
      const y = 256 + i * 76;
      return (
        <g key={title}>
          {i < steps.length - 1 ? (
            <rect x="35" y={y + 16} width="3" height="76" fill={steps[i + 1]?.[2] ? theme.strong : line} />
          ) : null}
          <circle
            cx="36.5"
            cy={y + 12}
            r="13"
            fill={done ? theme.strong : white}
            stroke={done ? "none" : line}
            strokeWidth="2"
          />
          {done ? <Icon name="check" x={28} y={y + 4} size={17} color={white} strokeWidth={3} /> : null}
          <T x={64} y={y + 10} size={15} weight={700} fill={done ? undefined : muted}>
            {title}
          </T>
          <T x={64} y={y + 32} size={13} fill={muted}>
            {subtitle}
          </T>
        </g>
      );
    })}
    <Card x={20} y={556} w={W - 40} h={108} fill={theme.light}>
      <T x={36} y={584} size={13} weight={700} fill={theme.dark}>
        Message de la mairie
      </T>
      <Lines
        x={36}
        y={608}
        size={13}
        fill={theme.dark}
        lines={["Merci Amélie ! Une équipe passera", "mercredi matin. Nous vous tiendrons", "informée ici."]}
      />
    </Card>
  </Phone>
);

const menu = [
  ["Lundi", "Carottes râpées", "Poulet rôti, haricots verts", "Yaourt bio"],
  ["Mardi", "Velouté de potiron", "Lasagnes végétariennes", "Pomme du verger"],
  ["Jeudi", "Salade de lentilles", "Poisson pané, riz", "Fromage blanc"],
] as const;

/** « Le menu de la cantine » */
const canteen: Screen = (theme) => (
  <Phone statusLight>
    <AppBar title="Restauration scolaire" theme={theme} left="back" />
    <T x={20} y={118} size={13} fill={muted}>
      École Jules-Ferry · semaine du 13 octobre
    </T>
    {menu.map(([day, starter, main, dessert], i) => {
      const y = 134 + i * 170;
      return (
        <Card key={day} x={20} y={y} w={W - 40} h={156}>
          <T x={36} y={y + 28} size={16} weight={700}>
            {day}
          </T>
          {i === 1 ? (
            <Pill x={W - 36} y={y + 12} text="Végétarien" fill="#dcfce7" color="#15803d" size={11} anchor="end" />
          ) : null}
          {[
            ["Entrée", starter],
            ["Plat", main],
            ["Dessert", dessert],
          ].map(([label, dish], j) => (
            <g key={label}>
              <T x={36} y={y + 62 + j * 30} size={12} fill={muted}>
                {label}
              </T>
              <T x={108} y={y + 62 + j * 30} size={14} weight={500}>
                {dish}
              </T>
            </g>
          ))}
        </Card>
      );
    })}
    <Icon name="check" x={20} y={650} size={18} color={good} />
    <T x={44} y={664} size={12} fill={muted}>
      52 % de produits bio et locaux cette semaine
    </T>
    <TabBar tabs={[...tabs]} active={3} theme={theme} />
  </Phone>
);

const services = [
  ["Mairie", "8:30 – 12:00 · 13:30 – 17:30", true],
  ["Médiathèque", "10:00 – 18:00", true],
  ["Piscine municipale", "Fermée le mardi", false],
  ["Déchèterie", "9:00 – 12:00 · 14:00 – 18:00", true],
  ["Centre social", "9:00 – 17:00", true],
  ["Police municipale", "24 h / 24 · 04 72 00 00 00", true],
] as const;

/** « Les horaires des services municipaux » */
const opening: Screen = (theme) => (
  <Phone statusLight>
    <AppBar title="Horaires" subtitle="Aujourd'hui, mardi" theme={theme} left="back" />
    <Field x={20} y={116} w={W - 40} text="Rechercher un service" icon="search" />
    {services.map(([name, hours, open], i) => (
      <Row
        key={name}
        y={180 + i * 70}
        title={name}
        subtitle={hours}
        leading={
          <IconTile
            x={20}
            y={188 + i * 70}
            icon="clock"
            fill={open ? theme.light : "#fee2e2"}
            color={open ? theme.dark : "#b91c1c"}
          />
        }
        trailing={
          <Pill
            x={W - 20}
            y={180 + i * 70 + 4}
            text={open ? "Ouvert" : "Fermé"}
            fill={open ? "#dcfce7" : "#fee2e2"}
            color={open ? "#15803d" : "#b91c1c"}
            size={11}
            anchor="end"
          />
        }
      />
    ))}
    <TabBar tabs={[...tabs]} active={3} theme={theme} />
  </Phone>
);

export const civiloScreens: Screen[] = [home, report, map, tracking, canteen, opening];
