import { CONTACT_PATH, type ContactBody } from '@app/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST /contact/ (spec sections 2 and 5): e-mail, message and the captcha's answer; `{ success: true }`. */
export const sendContact = (body: ContactBody): Promise<{ success: true }> => http.post<{ success: true }>(CONTACT_PATH, body);

export const useSendContact = () => useMutation({ mutationFn: sendContact });
