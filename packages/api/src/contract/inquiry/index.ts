export { quoteRequestFieldsSchema, submitQuoteRequest } from './quoteRequestCalls';
