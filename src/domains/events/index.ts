export { Events } from './collections/Events'
export { EventTags } from './collections/EventTags'
export { EventAttendees } from './collections/EventAttendees'
export {
  EVENT_STATUSES,
  EVENT_STATUS_LABELS,
  REGISTRATIONS,
  REGISTRATION_LABELS,
  type EventStatus,
  type Registration,
} from './services/rules'
export { eventTemplates } from './services/notices'
export { placeTemplates } from './services/place-mail'
export { attendeesExportResponse } from './services/attendee-list'
export { eventsTasks } from './jobs'
export {
  addEventAsStaff,
  approveEvent,
  approveEvents,
  eventForReview,
  eventsAwaitingReview,
  rejectEvent,
} from './services/review'
export { cancelOwnEvent, ownEvent, ownEvents, saveOwnEvent, type EventInput } from './services/own-events'
export { occurrences, type Occurrence } from './services/recurrence'
export {
  calendarFeedResponse,
  calendarMetadata,
  CalendarRoute,
  eventFeedResponse,
  eventMetadata,
  EventRoute,
  eventsSitemap,
} from './components/routes'
export { seedDemoEvents } from './demo/seed'
export { AddEventPage, EditEventPage, MyEventsPage } from './components/MemberEventPages'
export { deleteTag, saveTag, tagEvents } from './services/tagging'
export { UpcomingEvents } from './components/UpcomingEvents'
export { RsvpRoute, rsvpMetadata } from './components/RsvpPage'
export { EventsDashboardSection } from './components/EventsDashboardSection'
export { upcomingEvents } from './services/upcoming'
export { ticketKind } from './services/ticket-kind'
export { TicketsPage, ticketsMetadata } from './components/TicketsPage'
export { ticketsByEvent, type EventTickets } from './services/tickets-by-event'
export { EVENT_FINDER, EVENT_QUEUES } from './admin/home'
export { datesWithPlaces, type EventDate } from './services/attendee-list'
export { eventAttendeesAudienceSql } from './services/audience-source'
export {
  eventCardLine,
  publicEventBySlug,
  publicEventsAfter,
  type PublicEvent,
  type PublicEventDate,
} from './services/public-api'
export { eventPlacesOf, type PersonPlace } from './services/person-places'
export {
  ATTENDEE_IMPORT_FIELDS,
  attendeeImportContext,
  attendeeImportEvents,
  checkImportedAttendee,
  findImportedPlaces,
  placesCheckedIn,
  removeImportedAttendee,
  restoreImportedAttendee,
  saveImportedAttendee,
  type AttendeeImportContext,
  type FoundPlace,
  type ImportedAttendee,
  type PlaceBefore,
} from './services/imported'
export { eventPageData } from './services/public-events'
export { calendarPageData } from './services/calendar-page'
