import { WORKFLOW_LIMITS } from './workflow-values.ts';

/**
 * Texts of the complaint workflow (issue 13), imported directly as `WORKFLOW_MSG` (staff-only texts stay out of `MSG`, which the public form loads). `server`
 * belongs to the API's answers; the PWA's screens keep their texts in their own messages file.
 */
export const WORKFLOW_MSG = {
  server: {
    complaintNotFound: 'El reclamo no existe.',
    codeNotFound: 'No encontramos un reclamo con ese código. Revise que esté bien escrito.',
    sameState: (estado: string) => `El reclamo ya está en estado ${estado}.`,
    closedNeedsReopen: 'El reclamo está cerrado: primero debe reabrirse (a EN REVISION).',
    reopenOnlyToReview: 'Un reclamo cerrado solo puede reabrirse al estado EN REVISION.',
    reopenOnlyAdmin: 'Solo un ADMINISTRADOR puede reabrir un reclamo cerrado.',
    motivoRequired: 'Para cerrar el reclamo escriba el motivo (el ciudadano lo verá).',
    motivoTooLong: `El motivo no puede superar ${WORKFLOW_LIMITS.motivo} caracteres.`,
    duplicadoDeRequired: 'Indique de qué reclamo es duplicado.',
    duplicadoDeOnlyForDuplicate: 'El reclamo original solo se indica al marcar DUPLICADO.',
    duplicadoDeSelf: 'Un reclamo no puede ser duplicado de sí mismo.',
    duplicadoDeUnknown: 'El reclamo indicado como original no existe.',
    changedMeanwhile: 'Otra persona cambió el estado de este reclamo recién. Vuelva a abrirlo e intente de nuevo.',
    assigneeInvalid: 'Solo se puede asignar a un funcionario activo que vea los reclamos.',
    notaRequired: 'Escriba el texto de la nota.',
    open311Agency: 'Autoridad de Transporte Municipal de Oruro',
    open311Group: 'Transporte público',
    open311Description: (detalle: string) => `Infracción de transporte público: ${detalle}`,
    open311RangeReversed: 'La fecha start_date no puede ser posterior a end_date.',
  },
} as const;
