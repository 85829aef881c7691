import type { RegisterInput, RegisterResult } from '@leadwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { postAuth } from './post-auth';

export const register = (input: RegisterInput) => postAuth<RegisterResult>('/register', input);

export const useRegister = () => useMutation({ mutationFn: register });
