import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type Config } from 'payload'
import sharp from 'sharp'

import {
  ActionCodes,
  AuditLog,
  auditWritesDuringMasquerade,
  Masquerades,
  isStaff,
  masqueradeView,
  mayBrowseData,
  mayUseControlPanelTool,
  THROTTLED_ERROR_NAME,
  usersCollection,
} from './domains/accounts'
import { analyticsTasks, AnalyticsEvents, AnalyticsSalts } from './domains/analytics'
import {
  ArtistProfiles,
  Artworks,
  Mediums,
  Neighbourhoods,
  profileVerificationSource,
  Resources,
  Selections,
  SEARCH_CONNECTION_OPTIONS,
  withSuspendedArtistsHidden,
} from './domains/artists'
import {
  emailAdapter,
  emailSendingsCollection,
  EmailTemplateDefinitions,
  emailTemplatesCollection,
  mailSettings,
  outboxCollection,
} from './domains/comms'
import {
  commerceTasks,
  deskAmountKind,
  DeskAmounts,
  Orders,
  Payments,
  ProductCategories,
  ProductKinds,
  Products,
  Refunds,
  shopKinds,
} from './domains/commerce'
import {
  answersOverHttp,
  ArtistsPage,
  ArtLoverPage,
  DonorsPage,
  HomePage,
  navigationGlobal,
  Pages,
  Policies,
  PreviewLinks,
  Redirects,
  sectionNavigationGlobal,
  ShortLinks,
} from './domains/content'
import {
  acknowledgementTemplate,
  Campaigns,
  donationKind,
  DonorLevels,
  donorsTasks,
  GiftAcknowledgements,
  Gifts,
  thankYouTemplate,
  YearlyGifts,
} from './domains/donors'
import {
  EventAttendees,
  eventsTasks,
  eventTemplates,
  Events,
  EventTags,
  placeTemplates,
  ticketKind,
} from './domains/events'
import { mailingsTasks } from './domains/mailings'
import { messagesTasks, unreadMessagesTemplate } from './domains/messages'
import { imageDetailView, imagesCollection, mediaTasks } from './domains/media'
import {
  MembershipEvents,
  membershipKind,
  MembershipPlans,
  MembershipReminders,
  Memberships,
  membershipTasks,
  membershipTemplates,
  MembershipTerms,
} from './domains/membership'
import { ArtLoverPages, Favourites, MembershipCards } from './domains/membership'
import { Audiences } from './domains/audiences'
import { Perks, perkTemplates } from './domains/perks'
import {
  adKind,
  AdOrders,
  AdSizes,
  adTemplates,
  GuideExports,
  Listings,
  listingChangesTemplate,
  Plans,
  openStudiosTasks,
  Registrations,
  registrationKind,
  Seasons,
  Studios,
  waitingListTemplates,
  Weekends,
} from './domains/openStudios'
import { operationsTasks, problemFixedTemplate, ProblemReports } from './domains/operations'
import {
  Contacts,
  ContactFollowUps,
  ContactInteractions,
  ContactTags,
  contactsTasks,
  followUpDueTemplate,
  withContactLinks,
} from './domains/contacts'
import {
  deadlineReminderTemplate,
  GRANT_CONTACT_REFERENCES,
  GrantDeadlines,
  GrantDocuments,
  Grants,
  grantsTasks,
  GrantStageMoves,
} from './domains/grants'
import { importsTasks } from './domains/imports'
import { onInit } from './lifecycle'
import { migrations } from './migrations'
import { CONTROL_PANEL_TOOLS } from './app/control-panel'
import { storageFor } from './app/storage-service'
import { TEST_PRINTS } from './app/test-prints'
import { config } from './platform/config'
import { inDataGroup } from './platform/cpanel/data-group'
import { toolViews } from './platform/cpanel/tools'
import { jobsConfig } from './platform/jobs'
import { withSoundAnswers } from './platform/payload/sound-answers'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const settings = config()
// An account saved links the contacts of its email (decision 093); a suspended artist's pages expire (decision 109).
const users = withSuspendedArtistsHidden(
  withContactLinks(
    usersCollection({ secureCookies: settings.production, passwordMinLength: settings.PASSWORD_MIN_LENGTH }),
  ),
)
// The navigation's links are checked at save by asking the site itself (decision 058).
const siteAnswers = answersOverHttp(settings.PUBLIC_URL)

// Every collection answers a malformed id, missing versions or a referenced delete with 4xx (decision 069).
export default buildConfig({
  serverURL: settings.PUBLIC_URL,
  routes: { admin: '/cpanel', api: '/api' },
  admin: {
    user: users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Vernissage control panel' },
    // Gravatar would be a third-party request (and the CSP refuses it).
    avatar: 'default',
    components: {
      // Ctrl-K (Cmd-K) focuses the staff home's search box from any page of the panel (decision 086).
      providers: [
        '/platform/client/ResilienceProvider#ResilienceProvider',
        '/platform/cpanel/FindShortcut#FindShortcut',
        // The menu as the server drew it until Payload has measured the window: no jump (decision 111).
        '/platform/cpanel/SteadyNav#SteadyNav',
      ],
      views: {
        ...toolViews(CONTROL_PANEL_TOOLS),
        masquerade: masqueradeView,
        imageDetail: imageDetailView,
        // The staff home in place of Payload's dashboard of collection cards (decision 086).
        dashboard: { Component: '/app/staff-home/StaffHome#StaffHome' },
      },
      // The last backup, and a warning when it is older than two days (decision 070): shown by the staff home.
      beforeDashboard: ['/domains/operations/admin/BackupWarning#BackupWarning'],
      // The tools by task first; the raw collections and globals in one "Data" group, for administrators.
      Nav: { path: '/platform/cpanel/ControlPanelNav#ControlPanelNav', serverProps: { mayBrowseData } },
      beforeNavLinks: [
        {
          path: '/platform/cpanel/ToolsNav#ToolsNav',
          serverProps: { groups: CONTROL_PANEL_TOOLS, mayUse: mayUseControlPanelTool },
        },
      ],
    },
  },
  collections: inDataGroup([
    users,
    AuditLog,
    ActionCodes,
    Masquerades,
    outboxCollection({ mayRead: isStaff }),
    Policies,
    imagesCollection({ storage: storageFor, filesUrl: settings.FILES_PUBLIC_URL }),
    ArtistProfiles,
    Artworks,
    Mediums,
    Neighbourhoods,
    Resources,
    Selections,
    AnalyticsEvents,
    AnalyticsSalts,
    ProductCategories,
    Products,
    Orders,
    Payments,
    Refunds,
    Campaigns,
    DonorLevels,
    Gifts,
    YearlyGifts,
    DeskAmounts,
    MembershipPlans,
    Memberships,
    MembershipTerms,
    MembershipEvents,
    Seasons,
    Weekends,
    Studios,
    Registrations,
    Listings,
    AdSizes,
    AdOrders,
    GuideExports,
    Plans,
    emailTemplatesCollection({ mayEdit: isStaff }),
    emailSendingsCollection({ mayRead: isStaff }),
    Pages,
    ShortLinks,
    Redirects,
    Favourites,
    ArtLoverPages,
    PreviewLinks,
    Perks,
    MembershipCards,
    Events,
    EventTags,
    EventAttendees,
    ProblemReports,
    Audiences,
    Contacts,
    ContactTags,
    ContactInteractions,
    ContactFollowUps,
    Grants,
    GrantStageMoves,
    GrantDeadlines,
    GrantDocuments,
  ]).map(auditWritesDuringMasquerade),
  globals: inDataGroup([
    HomePage,
    MembershipReminders,
    ArtistsPage,
    ArtLoverPage,
    DonorsPage,
    GiftAcknowledgements,
    navigationGlobal({ answers: siteAnswers }),
    sectionNavigationGlobal({ answers: siteAnswers }),
  ]),
  // Every domain's scheduled and queued work, run by each process's job runner (decision 037).
  jobs: jobsConfig([
    ...mediaTasks({ storage: storageFor }),
    ...commerceTasks(),
    ...donorsTasks(),
    ...membershipTasks(),
    ...openStudiosTasks({ storage: storageFor }),
    ...eventsTasks(),
    ...operationsTasks(),
    ...analyticsTasks(),
    ...contactsTasks(),
    ...grantsTasks(),
    ...mailingsTasks(),
    ...messagesTasks(),
    ...importsTasks({ storage: storageFor }),
  ]),
  editor: lexicalEditor(),
  email: emailAdapter(mailSettings(settings)),
  secret: settings.PAYLOAD_SECRET,
  db: postgresAdapter({
    // Settings every connection starts with: the artists search's name similarity (one statement, no transaction).
    pool: { connectionString: settings.DATABASE_URL, options: SEARCH_CONNECTION_OPTIONS },
    // Schema changes go through committed migrations; pushing is a development switch only.
    push: settings.DEV_SCHEMA_PUSH,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  cors: settings.corsOrigins,
  csrf: settings.csrfOrigins,
  sharp,
  telemetry: false,
  // A sign-in asked to wait is expected, not an error (decision 068); Payload's type knows only its own names.
  loggingLevels: { [THROTTLED_ERROR_NAME as keyof NonNullable<Config['loggingLevels']>]: 'info' },
  // Types come from `npm run generate` alone: outside production Payload would otherwise start a process
  // that loads this whole config again on every start — every test file, script and dev server.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  onInit: (payload) => onInit(payload, { settings, migrations }),
  // Server-only: what other domains contribute to the accounts domain's verifier (decision 027).
  custom: {
    // The storage service, for domain code that reads stored files outside a route (CSV imports, decision 094).
    storage: storageFor,
    verificationSources: [profileVerificationSource],
    // What each domain sells through commerce's orders (decision 044).
    productKinds: new ProductKinds([
      ...shopKinds(),
      donationKind(),
      deskAmountKind(),
      membershipKind({ timeZone: settings.TIMEZONE }),
      registrationKind({ timeZone: settings.TIMEZONE }),
      adKind({ timeZone: settings.TIMEZONE }),
      ticketKind({ timeZone: settings.TIMEZONE }),
      ...(settings.TEST_ROUTES ? [TEST_PRINTS] : []),
    ]),
    // The mails staff may edit, given by the domains that send them (decision 046).
    emailTemplates: new EmailTemplateDefinitions([
      thankYouTemplate(),
      acknowledgementTemplate(),
      ...membershipTemplates(),
      ...waitingListTemplates(),
      ...adTemplates(),
      listingChangesTemplate(),
      ...perkTemplates(),
      ...eventTemplates(),
      ...placeTemplates(),
      problemFixedTemplate(),
      followUpDueTemplate(),
      deadlineReminderTemplate(),
      unreadMessagesTemplate(),
    ]),
    // Columns of domains above contacts that point at a contact, moved by contacts' merge (decision 095).
    contactReferences: [...GRANT_CONTACT_REFERENCES],
  },
}).then(withSoundAnswers)
