import { detailSchema, validationErrorSchema } from '../../api/common.ts';
import { doctorIdParams } from '../../api/doctor-profile.ts';
import {
  accessRequestResponse,
  addPatientResponse,
  doctorPatientParams,
  folderFilesResponse,
  myPatientsResponse,
  patientSearchQuery,
  patientSearchResponse,
  sharedFolderParams,
} from '../../api/doctor-patients.ts';
import { route } from '../define.ts';

const tags = ['doctor patients'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

/** The doctor's list of patients, the requests to join it and to read a folder. */
export const patients = {
  search: route({
    method: 'GET',
    path: '/patient/search/list',
    kept: 'The original client searches patients here, under patient/ though only doctors call it.',
    role: 'doctor',
    tags,
    description: 'Patients matching the text, for doctors only.',
    query: patientSearchQuery,
    answers: { 200: patientSearchResponse, 400: validationErrorSchema, ...denied },
  }),
  add: route({
    method: 'POST',
    path: '/doctor/add_patient/:doctorId/:patientId/',
    kept: "The original client adds a patient to the doctor's list at this address.",
    role: 'doctor-self',
    tags,
    description:
      "Asks the patient to join the doctor's list (201, status requested); they join once they accept. A patient who booked the doctor or shares a folder with them joins at once (status accepted).",
    params: doctorPatientParams,
    answers: {
      200: addPatientResponse,
      201: addPatientResponse,
      ...denied,
      409: detailSchema,
      429: detailSchema,
    },
  }),
  list: route({
    method: 'GET',
    path: '/doctor/get_my_patients/:doctorId/',
    kept: "The original client reads the doctor's list of patients at this address.",
    role: 'doctor-self',
    tags,
    params: doctorIdParams,
    answers: { 200: myPatientsResponse, ...denied },
  }),
  sendRequest: route({
    method: 'POST',
    path: '/doctor/sendRequest/:doctorId/:patientId/',
    kept: "The original client asks to read a patient's folders at this address.",
    role: 'doctor-self',
    tags,
    params: doctorPatientParams,
    answers: { 201: accessRequestResponse, 400: validationErrorSchema, ...denied, 409: detailSchema },
  }),
  folderFiles: route({
    method: 'GET',
    path: '/doctor/folder/:folderId/files/',
    role: 'doctor',
    tags,
    description: 'The files of a folder a patient shares with the signed-in doctor.',
    params: sharedFolderParams,
    answers: { 200: folderFilesResponse, ...denied },
  }),
} as const;
