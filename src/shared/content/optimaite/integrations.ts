/** English copy of /integrations. */
export interface Integration {
  name: string;
  category: string;
  description: string;
  features: readonly [string, string, string, string];
}

export const INTEGRATIONS: readonly Integration[] = [
  {
    name: "Fresha",
    category: "Salon & spa booking",
    description: "Books services and staff directly into your Fresha calendar.",
    features: ["Real-time availability", "Staff-specific booking", "Automatic client records", "Cancellation sync"],
  },
  {
    name: "Vagaro",
    category: "Wellness & beauty",
    description: "Keeps Vagaro appointments, clients and memberships in sync.",
    features: ["Two-way calendar sync", "Membership lookups", "Deposit reminders", "Waitlist filling"],
  },
  {
    name: "Square Appointments",
    category: "Appointments & payments",
    description: "Schedules into Square Appointments and respects your booking rules.",
    features: ["Service durations", "Buffer times", "Customer directory sync", "SMS confirmations"],
  },
  {
    name: "Janeapp",
    category: "Clinical practice management",
    description: "Books treatments with the right practitioner in Jane.",
    features: ["Practitioner schedules", "Intake form links", "Multi-location support", "Reminder sync"],
  },
  {
    name: "Mindbody",
    category: "Fitness & wellness",
    description: "Books classes and appointments across your Mindbody sites.",
    features: ["Class bookings", "Package checks", "Multi-site calendars", "Client notes"],
  },
  {
    name: "Calendly",
    category: "Scheduling",
    description: "Uses your Calendly event types and availability for consultations.",
    features: ["Event type mapping", "Round-robin teams", "Time-zone handling", "Instant confirmations"],
  },
  {
    name: "Google Calendar",
    category: "Calendar",
    description: "Books directly into Google Calendar for practices without booking software.",
    features: ["Free/busy checks", "Multiple calendars", "Event details for staff", "Rescheduling"],
  },
];

export const CUSTOM_INTEGRATION = {
  title: "Need a custom integration?",
  text: "Using an EHR or booking system that's not listed? Our team builds and maintains the connection for you.",
  items: [
    { title: "API integration", text: "REST APIs and secure credentials for any practice management system." },
    { title: "Webhook support", text: "Real-time events for bookings, cancellations and call outcomes." },
    { title: "Dedicated support", text: "An integration engineer from kickoff to go-live and beyond." },
  ],
  request: "Request Custom Integration",
  start: "Start Integration",
  discuss: "Discuss Requirements",
};

/** Every text of /integrations, as one language's catalogue holds them. */
export const OPTIMAITE_INTEGRATIONS = { INTEGRATIONS, CUSTOM_INTEGRATION };
