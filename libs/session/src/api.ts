export { apiClient } from './api-client';
