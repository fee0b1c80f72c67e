/**
 * Every BullMQ queue of every service (`<area>.<purpose>`). The gateway's queue dashboard lists these, also when
 * services run apart; a gateway test checks the list against the queues the services' workers consume.
 */
export const QUEUE_NAMES = [
  'identity.maintenance',
  // Deleting an account (issue 19): one job per service that erases the user's data there.
  'identity.account-deletion',
  // Webhooks (issue 19): events from every service fanned out to the user's webhooks, then each delivery.
  'identity.webhook-events',
  'identity.webhook-deliveries',
  'brand.voice-analysis',
  // The hourly purge of the AI activity record (issue 18), in each service that keeps one.
  'brand.maintenance',
  'strategies.events',
  'strategies.brand-milestones',
  'strategies.launch-cleanup',
  'tasks.events',
  'content.task-execution',
  'content.maintenance',
] as const;
