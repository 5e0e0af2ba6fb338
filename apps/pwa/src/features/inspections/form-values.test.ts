import { describe, expect, it } from 'vitest';
import {
  applyOwnerLookup,
  applyVehicleLookup,
  emptyForm,
  formProblem,
  lookupReady,
  sanitize,
  toBody,
  type InspectionFormValues,
} from './form-values.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

function complete(): InspectionFormValues {
  const form = emptyForm();
  return {
    ...form,
    propietario: { ...form.propietario, cedula: '4455667-1A', nombre: 'ANA' },
    vehicle: { ...form.vehicle, placa: '1234ABC' },
    checklist: { ventanas: 'BUENO', puertas: 'MALO', ventilacion: 'BUENO', luz: 'NO TIENE', higiene: 'BUENO', triangulo: 'BUENO' },
  };
}

describe('inspection form values', () => {
  it('starts reset: seguro SOAT, calificacion NO CUMPLE, the six items unset, categoria empty', () => {
    const form = emptyForm();
    expect(form.propietario).toEqual({ cedula: '', nombre: '', categoria: '', seguro: 'SOAT' });
    expect(form.calificacion).toBe('NO CUMPLE');
    expect(Object.values(form.checklist)).toEqual(['', '', '', '', '', '']);
  });

  it("any of the seven unset is 'Faltan datos por completar'; then an empty or malformed cedula or placa", () => {
    expect(formProblem(complete())).toBeNull();
    for (const item of ['ventanas', 'puertas', 'ventilacion', 'luz', 'higiene', 'triangulo'] as const) {
      const form = complete();
      form.checklist[item] = '';
      expect(formProblem(form), item).toBe('Faltan datos por completar');
    }
    expect(formProblem({ ...complete(), calificacion: '' })).toBe('Faltan datos por completar');
    const noCedula = complete();
    noCedula.propietario.cedula = '';
    expect(formProblem(noCedula)).toBe(INSPECTIONS_MSG.api.cedulaRequired);
    noCedula.propietario.cedula = 'ABC';
    expect(formProblem(noCedula)).toBe(INSPECTIONS_MSG.api.invalidCedula);
    const noPlaca = complete();
    noPlaca.vehicle.placa = '';
    expect(formProblem(noPlaca)).toBe(INSPECTIONS_MSG.api.placaRequired);
  });

  it('types in uppercase; the placa keeps letters, digits and dashes', () => {
    expect(sanitize.cedula('4455667-1a ')).toBe('4455667-1A');
    expect(sanitize.placa('2345 xyz')).toBe('2345XYZ');
    expect(sanitize.nombre('rosa mamani')).toBe('ROSA MAMANI');
    expect(sanitize.registry('toyota')).toBe('TOYOTA');
  });

  it('looks up from 4 characters (the complaint form needs more than 4)', () => {
    expect(lookupReady('123')).toBe(false);
    expect(lookupReady('1234')).toBe(true);
  });

  it('a found owner fills the form; not found keeps the typed cedula and replaces only looked-up data', () => {
    const start = emptyForm();
    let form: InspectionFormValues = { ...start, propietario: { ...start.propietario, cedula: '4455', nombre: 'A MANO' } };
    form = applyOwnerLookup(form, '4455', null);
    expect(form.propietario).toMatchObject({ cedula: '4455', nombre: 'A MANO' });
    form = applyOwnerLookup(form, '44556', { cedula: '44556', nombre: 'JUANA', categoria: 'C', seguro: 'FOCAT' });
    expect(form.propietario).toEqual({ cedula: '44556', nombre: 'JUANA', categoria: 'C', seguro: 'FOCAT' });
    form = applyOwnerLookup(form, '445567', null);
    expect(form.propietario).toEqual({ cedula: '445567', nombre: '', categoria: '', seguro: 'SOAT' });
    let withCar = applyVehicleLookup(emptyForm(), '1234ABC', { placa: '1234ABC', tipo: 'MICRO', marca: 'NISSAN', modelo: 'X', linea: 'L' });
    expect(withCar.vehicle.marca).toBe('NISSAN');
    withCar = applyVehicleLookup(withCar, '9999ZZZ', null);
    expect(withCar.vehicle).toEqual({ placa: '9999ZZZ', tipo: '', marca: '', modelo: '', linea: '' });
  });

  it('builds the body: unset categoria is an empty string, texts trimmed', () => {
    const form = { ...complete(), observacion: '  sin extintor  ' };
    const body = toBody(form, '2026-11-22T14:00:00.000Z');
    expect(body).toMatchObject({
      fecha: '2026-11-22T14:00:00.000Z',
      calificacion: 'NO CUMPLE',
      puertas: 'MALO',
      observacion: 'sin extintor',
    });
    expect(body.propietario).toEqual({ cedula: '4455667-1A', nombre: 'ANA', categoria: '', seguro: 'SOAT' });
    expect(body).not.toHaveProperty('filled');
  });
});
