import type { Industry, NorthStarData } from '@navia/contracts';

/**
 * Built-in North Star examples behind 'Show me an example' (spec part 1 §3: three per industry, four for
 * Non-Profit). Each one reads as '{company} helps: {type_of_person} who is {type_of_problem} with
 * {product_or_service} so that they {benefit}', so the person is singular and the problem follows "who is".
 * Typed by Industry so a new industry fails the type check until it has examples.
 */
export const NORTH_STAR_EXAMPLES: Record<Industry, readonly NorthStarData[]> = {
  'Art, Media & Entertainment': [
    {
      type_of_person: 'an independent musician',
      type_of_problem: 'struggling to grow a loyal audience beyond their hometown',
      product_or_service: 'a done-for-you release promotion package',
      benefit: 'fill bigger venues and earn more from every release',
    },
    {
      type_of_person: 'a portrait photographer',
      type_of_problem: 'losing hours every week to editing and client back-and-forth',
      product_or_service: 'an online proofing and booking studio',
      benefit: 'spend more time behind the camera and book more sessions each month',
    },
    {
      type_of_person: 'a community theatre company',
      type_of_problem: 'finding it hard to sell tickets beyond opening weekend',
      product_or_service: 'audience-building campaigns and ticketing support',
      benefit: 'play to full houses for the entire run',
    },
  ],
  'Beauty, Health & Wellness': [
    {
      type_of_person: 'a busy professional',
      type_of_problem: 'too stressed and short on time to look after themselves',
      product_or_service: '45-minute express massages and facials bookable over lunch',
      benefit: 'feel recharged without rearranging their week',
    },
    {
      type_of_person: 'a woman in her forties',
      type_of_problem: 'frustrated by fitness plans that ignore the changes her body is going through',
      product_or_service: 'small-group strength training designed for midlife',
      benefit: 'build strength, sleep better and feel confident in their body again',
    },
    {
      type_of_person: 'someone with sensitive skin',
      type_of_problem: 'overwhelmed by skincare products that leave them red and irritated',
      product_or_service: 'fragrance-free, dermatologist-tested skincare made in small batches',
      benefit: 'enjoy calm, healthy-looking skin without the guesswork',
    },
  ],
  'Building, Construction & Home Services': [
    {
      type_of_person: 'a homeowner planning a kitchen remodel',
      type_of_problem: 'worried about hidden costs and a project that drags on for months',
      product_or_service: 'fixed-price design-and-build renovations with a guaranteed schedule',
      benefit: 'get the kitchen they want on time and on budget',
    },
    {
      type_of_person: 'a busy landlord',
      type_of_problem: 'juggling repair requests across several rental properties',
      product_or_service: 'on-call maintenance plans with a single point of contact',
      benefit: 'keep tenants happy and protect the value of their properties',
    },
    {
      type_of_person: 'an older homeowner',
      type_of_problem: 'anxious about staying safe and independent at home',
      product_or_service: 'accessibility upgrades such as grab bars, ramps and walk-in showers',
      benefit: 'stay in the home they love for years to come',
    },
  ],
  'Business, Professional & Financial Services': [
    {
      type_of_person: 'a self-employed freelancer',
      type_of_problem: 'stressed about tax deadlines and messy bookkeeping',
      product_or_service: 'monthly bookkeeping and quarterly tax filing for solo businesses',
      benefit: 'stop dreading tax season and keep more of what they earn',
    },
    {
      type_of_person: 'a small business owner',
      type_of_problem: 'unsure whether the business is actually making a profit',
      product_or_service: 'plain-English financial reports and a monthly call with an advisor',
      benefit: 'make confident decisions about hiring, pricing and growth',
    },
    {
      type_of_person: 'a young family',
      type_of_problem: 'confused about how to save for retirement and college at the same time',
      product_or_service: 'flat-fee financial planning with no products to sell',
      benefit: 'feel in control of their money and their future',
    },
  ],
  'Coaching & Education': [
    {
      type_of_person: 'a newly promoted manager',
      type_of_problem: 'struggling to lead a team of former peers',
      product_or_service: 'a 12-week one-to-one leadership coaching program',
      benefit: 'lead with confidence and earn their team’s respect',
    },
    {
      type_of_person: 'a high school student',
      type_of_problem: 'falling behind in math and losing confidence',
      product_or_service: 'weekly online tutoring with the same dedicated tutor',
      benefit: 'catch up, raise their grades and enjoy learning again',
    },
    {
      type_of_person: 'a career changer',
      type_of_problem: 'unsure how to break into tech without a computer science degree',
      product_or_service: 'a part-time coding bootcamp with mentoring and job placement support',
      benefit: 'land their first developer role within a year',
    },
  ],
  'Design, Creative & Digital Services': [
    {
      type_of_person: 'a new restaurant owner',
      type_of_problem: 'stuck with a brand that looks homemade',
      product_or_service: 'a complete brand identity, from logo to menus and signage',
      benefit: 'look as good as the food they serve and attract more diners',
    },
    {
      type_of_person: 'a local service business',
      type_of_problem: 'losing leads to a slow, outdated website',
      product_or_service: 'fast, mobile-friendly websites built and maintained for a monthly fee',
      benefit: 'turn more visitors into booked appointments',
    },
    {
      type_of_person: 'a startup founder',
      type_of_problem: 'struggling to explain their product clearly to investors',
      product_or_service: 'pitch deck design and storytelling workshops',
      benefit: 'walk into every investor meeting with a story that sticks',
    },
  ],
  'E-Commerce & Retail': [
    {
      type_of_person: 'an eco-conscious shopper',
      type_of_problem: 'tired of the single-use plastic in everyday products',
      product_or_service: 'refillable home and personal care essentials delivered monthly',
      benefit: 'cut waste without giving up convenience',
    },
    {
      type_of_person: 'a devoted dog owner',
      type_of_problem: 'worried about what goes into store-bought treats',
      product_or_service: 'small-batch dog treats made from human-grade ingredients',
      benefit: 'reward their dog with something they feel good about',
    },
    {
      type_of_person: 'a first-time gardener',
      type_of_problem: 'overwhelmed by choosing the right plants for a small balcony',
      product_or_service: 'curated balcony garden kits with step-by-step guides',
      benefit: 'grow herbs and flowers successfully from their very first season',
    },
  ],
  'Events & Real Estate': [
    {
      type_of_person: 'an engaged couple',
      type_of_problem: 'overwhelmed by planning a wedding while working full-time',
      product_or_service: 'full-service wedding planning and day-of coordination',
      benefit: 'enjoy their engagement and their big day without the stress',
    },
    {
      type_of_person: 'a first-time home buyer',
      type_of_problem: 'confused by the buying process and afraid of overpaying',
      product_or_service: 'guided home buying with a dedicated local agent',
      benefit: 'buy the right home at the right price with confidence',
    },
    {
      type_of_person: 'an HR manager at a growing company',
      type_of_problem: 'struggling to plan team events that people actually enjoy',
      product_or_service: 'turnkey team retreats and company celebrations',
      benefit: 'boost morale and bring their people closer together',
    },
  ],
  'Food, Beverage & Hospitality': [
    {
      type_of_person: 'a busy working parent',
      type_of_problem: 'short on time to cook healthy family dinners',
      product_or_service: 'ready-to-cook meal kits with 20-minute recipes',
      benefit: 'put a home-cooked meal on the table every night',
    },
    {
      type_of_person: 'a coffee lover',
      type_of_problem: 'disappointed by stale supermarket coffee',
      product_or_service: 'freshly roasted single-origin beans delivered every two weeks',
      benefit: 'enjoy café-quality coffee at home every morning',
    },
    {
      type_of_person: 'a visitor to the city',
      type_of_problem: 'frustrated by overpriced tourist-trap restaurants',
      product_or_service: 'a family-run bistro serving seasonal local dishes',
      benefit: 'taste the real flavors of the region at a fair price',
    },
  ],
  'Industrial, Manufacturing & Trades': [
    {
      type_of_person: 'a small manufacturer',
      type_of_problem: 'losing money to unplanned machine downtime',
      product_or_service: 'preventive maintenance contracts with 24-hour emergency repairs',
      benefit: 'keep production running and deliver orders on schedule',
    },
    {
      type_of_person: 'a hardware startup',
      type_of_problem: 'struggling to find a supplier for low-volume production runs',
      product_or_service: 'precision CNC machining for prototypes and small batches',
      benefit: 'get their product to market faster without huge minimum orders',
    },
    {
      type_of_person: 'a commercial property manager',
      type_of_problem: 'facing rising energy bills from aging heating and cooling systems',
      product_or_service: 'HVAC upgrades and energy-efficiency retrofits',
      benefit: 'lower operating costs and keep tenants comfortable all year',
    },
  ],
  'Marketing, Advertising & Digital Creators': [
    {
      type_of_person: 'a local business owner',
      type_of_problem: 'spending money on ads without knowing what works',
      product_or_service: 'managed ad campaigns with clear monthly reporting',
      benefit: 'win more customers from every dollar they spend',
    },
    {
      type_of_person: 'a new content creator',
      type_of_problem: 'posting consistently but still stuck at a few hundred followers',
      product_or_service: 'a hands-on growth coaching program for creators',
      benefit: 'build an engaged audience and land their first brand deals',
    },
    {
      type_of_person: 'a B2B software company',
      type_of_problem: 'struggling to turn blog traffic into qualified leads',
      product_or_service: 'search-focused content strategy and writing',
      benefit: 'fill their sales pipeline with buyers who are ready to talk',
    },
  ],
  'Non-Profit & Community Organizations': [
    {
      type_of_person: 'a local family',
      type_of_problem: 'struggling to put enough healthy food on the table',
      product_or_service: 'a community food pantry with fresh produce every week',
      benefit: 'feed their children well without shame or stigma',
    },
    {
      type_of_person: 'a teenager in an underserved neighborhood',
      type_of_problem: 'missing a safe place to learn and grow after school',
      product_or_service: 'free after-school mentoring and homework clubs',
      benefit: 'stay in school and build a brighter future',
    },
    {
      type_of_person: 'an older adult living alone',
      type_of_problem: 'feeling isolated and cut off from the community',
      product_or_service: 'volunteer home visits and friendly phone calls',
      benefit: 'feel connected, valued and less alone',
    },
    {
      type_of_person: 'a newly arrived refugee family',
      type_of_problem: 'overwhelmed by starting over in an unfamiliar country',
      product_or_service: 'language classes, housing help and job-readiness support',
      benefit: 'settle in, find work and build a new life with dignity',
    },
  ],
  Technology: [
    {
      type_of_person: 'a small online store owner',
      type_of_problem: 'drowning in spreadsheets to track orders and inventory',
      product_or_service: 'simple cloud-based inventory and order management software',
      benefit: 'save hours every week and never oversell a product',
    },
    {
      type_of_person: 'a growing remote team',
      type_of_problem: 'losing track of decisions across endless chat threads',
      product_or_service: 'a project hub that keeps updates, files and decisions in one place',
      benefit: 'spend less time in meetings and more time shipping great work',
    },
    {
      type_of_person: 'a medical practice',
      type_of_problem: 'worried about data breaches and compliance audits',
      product_or_service: 'managed IT and cybersecurity services built for healthcare',
      benefit: 'protect patient data and keep their focus on care',
    },
  ],
  'Travel, Leisure & Recreation': [
    {
      type_of_person: 'an adventurous retiree',
      type_of_problem: 'nervous about planning complex trips abroad alone',
      product_or_service: 'small-group guided tours with every detail arranged',
      benefit: 'explore the world safely and make new friends along the way',
    },
    {
      type_of_person: 'a stressed city professional',
      type_of_problem: 'desperate for a real break without a long journey',
      product_or_service: 'weekend cabin retreats with guided hikes and a digital detox',
      benefit: 'come back rested and ready for the week ahead',
    },
    {
      type_of_person: 'a family with young kids',
      type_of_problem: 'struggling to find activities that everyone enjoys',
      product_or_service: 'family-friendly outdoor adventure days with trained guides',
      benefit: 'make memories together and get the kids off their screens',
    },
  ],
};
