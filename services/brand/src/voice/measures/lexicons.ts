/**
 * Word lists behind the offline analyzer's markers. Lower case; an entry with a space is a phrase matched on word
 * boundaries, an entry ending in '*' matches any word with that stem. Small on purpose: each list names a habit of
 * writing that marketers recognise, and every hit is shown to the user as evidence.
 */

export type Lexicon = readonly string[];

export const FORMAL: Lexicon = [
  'therefore', 'furthermore', 'moreover', 'hereby', 'herein', 'thereof', 'whereas', 'pursuant to', 'in accordance with',
  'accordingly', 'consequently', 'nevertheless', 'notwithstanding', 'shall', 'regarding', 'with respect to',
  'prior to', 'subsequent to', 'in order to', 'ensure', 'hence', 'thus', 'whom', 'endeavour', 'endeavor',
  'commence', 'obtain', 'provide', 'facilitate', 'sincerely', 'respectfully', 'esteemed', 'please be advised',
  'we are pleased to', 'kindly',
];

export const INFORMAL: Lexicon = [
  'hey', 'hi', 'yay', 'wow', 'awesome', 'super', 'cool', 'gonna', 'wanna', 'gotta', 'kinda', 'y’all', "y'all", 'folks',
  'guys', 'omg', 'lol', 'yum', 'yummy', 'yummiest', 'totally', 'stuff', 'pretty much', 'oh', 'hooray', 'xoxo', 'bestie',
  'fave', 'faves', 'treat yo', 'vibes', 'vibe', 'cuz', 'ok', 'okay', 'ya', 'nope', 'yep', 'crazy', 'epic', 'goodies',
];

export const POSITIVE: Lexicon = [
  'love', 'loved', 'lovely', 'delicious', 'happy', 'happiness', 'amazing', 'great', 'wonderful', 'joy', 'delight*',
  'best', 'perfect', 'excited', 'exciting', 'enjoy*', 'fun', 'beautiful', 'fantastic', 'favorite', 'favourite', 'smile*',
  'celebrate', 'treat', 'sweet', 'glad', 'proud', 'thrilled', 'brilliant', 'effortless*', 'easy', 'easily', 'success*',
];

export const NEGATIVE: Lexicon = [
  'problem*', 'risk*', 'dispute*', 'fail*', 'loss', 'losses', 'error*', 'pain*', 'worry', 'worries', 'liability',
  'liabilities', 'damage*', 'penalt*', 'breach*', 'downtime', 'outage*', 'bug*', 'complex', 'costly', 'difficult',
  'frustrat*', 'threat*', 'claim*', 'litigation',
];

/** Hospitality and community words: the language of a host welcoming guests. */
export const WARM: Lexicon = [
  'welcome', 'cozy', 'cosy', 'friend*', 'family', 'home', 'homemade', 'together', 'community', 'neighbo*', 'hug*',
  'heart*', 'care', 'caring', 'share', 'sharing', 'grandma', 'comfort*', 'warm', 'kindness', 'thank you', 'thanks',
  'see you', 'come by', 'stop by', 'drop by', 'pop in', 'swing by', 'join us',
];

/** The senses: taste, smell, texture, colour. */
export const SENSORY: Lexicon = [
  'fresh', 'freshly', 'warm', 'creamy', 'crispy', 'crunchy', 'flaky', 'buttery', 'golden', 'smooth', 'rich', 'sweet',
  'zesty', 'juicy', 'aroma*', 'smell*', 'taste*', 'flavo*', 'velvety', 'toasty', 'fluffy', 'silky', 'bright',
  'colorful', 'colourful', 'glow*', 'sparkl*', 'sun*', 'steaming', 'baked', 'roasted', 'gooey', 'dreamy',
];

export const TECHNICAL: Lexicon = [
  'api', 'apis', 'sdk', 'sdks', 'latency', 'deploy*', 'integration*', 'integrate*', 'scalab*', 'microservice*',
  'uptime', 'sla', 'slas', 'encrypt*', 'webhook*', 'endpoint*', 'dashboard*', 'analytics', 'workflow*', 'automat*',
  'cloud', 'kubernetes', 'pipeline*', 'throughput', 'p99', 'p95', 'sso', 'saml', 'soc', 'oauth', 'real-time',
  'realtime', 'database*', 'query', 'queries', 'server*', 'serverless', 'infrastructure', 'observability',
  'telemetry', 'configur*', 'cli', 'graphql', 'json', 'yaml', 'backend', 'frontend', 'data', 'dataset*',
  'schema*', 'cluster*', 'ci', 'cd', 'devops', 'containers', 'container', 'runtime', 'version*', 'rollback*',
  'algorithm*', 'machine learning', 'ai', 'llm', 'platform', 'compliance', 'gdpr', 'hipaa', 'iso', 'sync*', 'ms',
  'milliseconds', 'metrics', 'monitoring', 'logs', 'logging', 'audit', 'role-based', 'permissions', 'tenant*',
];

export const LEGAL: Lexicon = [
  'counsel', 'litigation', 'litigat*', 'jurisdiction*', 'statut*', 'fiduciary', 'indemnif*', 'arbitration',
  'plaintiff*', 'defendant*', 'contractual', 'contract*', 'liability', 'liabilities', 'legal', 'law', 'laws',
  'attorney*', 'lawyer*', 'solicitor*', 'barrister*', 'court*', 'regulatory', 'regulation*', 'compliance', 'estate*',
  'probate', 'tort*', 'pursuant', 'hereinafter', 'clause*', 'agreement*', 'dispute*', 'remed*', 'adjudicat*',
  'precedent*', 'advis*', 'representation', 'transaction*', 'corporate', 'governance', 'privilege*', 'engagement*',
];

export const BUSINESS: Lexicon = [
  'roi', 'kpi*', 'synerg*', 'leverage*', 'stakeholder*', 'scale', 'scaling', 'enterprise*', 'b2b', 'saas', 'revenue',
  'growth', 'optimi*', 'streamline*', 'efficien*', 'productivity', 'solution*', 'best-in-class', 'end-to-end',
  'seamless*', 'onboarding', 'benchmark*', 'mission-critical', 'stack',
];

/** Credibility words: how a firm asks to be trusted. */
export const TRUST: Lexicon = [
  'trust*', 'integrity', 'confidential*', 'experience*', 'experienced', 'proven', 'reliab*', 'secure', 'security',
  'decades', 'established', 'reputation', 'discretion', 'diligen*', 'rigor*', 'rigour*', 'accountab*', 'dedicated',
  'protect*', 'safeguard*', 'certified', 'accredit*', 'award-winning', 'guarantee*', 'transparen*',
];

export const INNOVATION: Lexicon = [
  'innovat*', 'modern', 'cutting-edge', 'next-generation', 'next-gen', 'future', 'transform*', 'smart', 'intelligent',
  'ai', 'ai-powered', 'automat*', 'reimagin*', 'breakthrough', 'pioneer*', 'state-of-the-art', 'new', 'launch*',
  'instantly', 'effortless*', 'powerful',
];

/** Words that make a claim exact: measures, limits, conditions. */
export const PRECISION: Lexicon = [
  'specifically', 'precisely', 'exactly', 'within', 'per', 'up to', 'at least', 'no more than', 'provided that',
  'subject to', 'including', 'excluding', 'respectively', 'defined', 'average', 'median', 'percent', 'measured',
  'applicable', 'strictly', 'scope', 'terms', 'set out', 'setting out', 'under', 'every', 'each', 'any',
];

/** Softeners that make a claim less certain. */
export const HEDGES: Lexicon = [
  'maybe', 'perhaps', 'possibly', 'might', 'hopefully', 'somewhat', 'fairly', 'sort of', 'kind of', 'we think',
  'we believe', 'try to', 'seems', 'probably',
];

/** Invitations and calls to act, the marks of a direct voice. */
export const IMPERATIVE_STARTS: Lexicon = [
  'get', 'start', 'try', 'build', 'ship', 'connect', 'see', 'learn', 'join', 'book', 'schedule', 'contact', 'call',
  'grab', 'come', 'visit', 'order', 'discover', 'explore', 'sign', 'create', 'set', 'use', 'deploy', 'run', 'stop',
  'swing', 'pop', 'treat', 'bring', 'tag', 'share', 'find', 'make', 'let', 'read', 'download', 'request',
];

export const FIRST_SINGULAR = ['i', 'me', 'my', 'mine', 'myself', "i'm", 'i’m', "i've", 'i’ve', "i'll", 'i’ll', "i'd", 'i’d'];
export const FIRST_PLURAL = ['we', 'us', 'our', 'ours', 'ourselves', "we're", 'we’re', "we've", 'we’ve', "we'll", 'we’ll', "we'd", 'we’d', "let's", 'let’s'];
export const SECOND_PERSON = ['you', 'your', 'yours', 'yourself', 'yourselves', "you're", 'you’re', "you've", 'you’ve', "you'll", 'you’ll', "you'd", 'you’d', 'ya', "y'all", 'y’all'];

/** Emoji that decorate with joy: faces, hearts, food and drink, party, nature and animals. */
export const PLAYFUL_EMOJI = new Set([
  '😀', '😃', '😄', '😁', '😆', '😊', '🥰', '😍', '😋', '😜', '🤪', '🥳', '🎉', '🎊', '✨', '💖', '💕', '❤️', '❤', '🧡',
  '💛', '💚', '💙', '💜', '🤎', '🤍', '☕', '🍰', '🧁', '🍩', '🍪', '🥐', '🌈', '🌸', '🌻', '🌞', '☀️', '🔥', '😎', '🙌',
  '👏', '🤗', '😂', '🤣', '🐶', '🐱', '🦄', '🍓', '🍕', '🎈', '🥯', '🍫', '🍵', '🧋', '🥤', '🍦', '🍨', '🥞', '🧇',
  '🍂', '🍁', '🌷', '🌼', '🐾', '💃', '😻', '😘', '😉', '🙂', '🤤', '💫', '🌟', '🍯', '🫶', '💗', '💓', '💞',
]);

/** Emoji that mark a point: results, arrows, checks, targets, tools. */
export const STRATEGIC_EMOJI = new Set([
  '📈', '📊', '📉', '🚀', '✅', '☑️', '✔️', '✔', '🎯', '💡', '🔑', '⚡', '📌', '👉', '➡️', '🔍', '📣', '📢', '⏱️', '⏰', '🗓️',
  '📅', '💼', '🏆', '⭐', '🔒', '🛡️', '⚙️', '🔧', '💪', '🧠', '📝', '🔗', '⚠️', '❗', '📍', '🔔', '💰', '🤝', '📦',
]);
