export { MESSAGE_CENTRE_COLLECTIONS } from './documents'
export { MESSAGES_TOOLS, MCENTER_TOOL } from './admin/tools'
export { MESSAGES_QUEUES } from './admin/home'
export { savedRepliesCollection } from './documents'
export { messagesTasks } from './jobs'
export { unreadMessagesTemplate, mailUnreadBurst, UNREAD_MAIL_TEMPLATE } from './services/unread-mail'
export {
  conversationsOf,
  openConversation,
  startConversation,
  sendPersonMessage,
  markRead,
  unreadCount,
  messageNotices,
  conversationAt,
  isUnread,
  TOPIC_LABELS,
  type Conversation,
  type Message,
  type Documents,
} from './services/conversations'
export { PERSON_TOPICS } from './services/vocabulary'
export {
  attachmentDownload,
  keepAttachments,
  forgetAttachments,
  refusalOf,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_MESSAGE,
} from './services/attachments'
export { recordsOf, chosenRecord } from './services/records'
export { ConversationsPage, NewConversationPage, ConversationPage } from './components/MessageCentrePages'
export { startConversationResponse, writeMessageResponse, readMarkResponse, problemOf } from './services/forms'
export { messageDocuments, readerOf } from './services/store'
