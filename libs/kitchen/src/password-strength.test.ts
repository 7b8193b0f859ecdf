import {
  PASSWORD_HINTS,
  checkPasswordStrength,
  containsPersonalInfo,
  countCharacterClasses,
  isCommonPassword,
  strengthLevel,
} from './password-strength.ts';

describe('password strength', () => {
  test('levels follow the spec thresholds', () => {
    expect(strengthLevel(0)).toBe('very weak');
    expect(strengthLevel(1)).toBe('very weak');
    expect(strengthLevel(1.5)).toBe('weak');
    expect(strengthLevel(2)).toBe('weak');
    expect(strengthLevel(2.5)).toBe('fair');
    expect(strengthLevel(3)).toBe('strong');
    expect(strengthLevel(3.5)).toBe('excellent');
    expect(strengthLevel(4)).toBe('excellent');
  });

  test('scores are between 0 and 4 in half steps', () => {
    for (const p of [
      '',
      'a',
      'abcdefghij',
      'Abcdefghij1',
      'Abcdefghij1!',
      'Correct-Horse-Battery-9',
      'password',
    ]) {
      const { score } = checkPasswordStrength(p);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(4);
      expect(score * 2).toBe(Math.round(score * 2));
    }
  });

  test('an empty password is very weak and asks for length first', () => {
    const s = checkPasswordStrength('');
    expect(s.level).toBe('very weak');
    expect(s.valid).toBe(false);
    expect(s.hints[0]).toBe(PASSWORD_HINTS.length);
    expect(s.hints.length).toBeLessThanOrEqual(3);
  });

  test('a long password with four character types is excellent and valid', () => {
    const s = checkPasswordStrength('Saffron-Risotto-42', { email: 'cook@example.com' });
    expect(s.valid).toBe(true);
    expect(s.level).toBe('excellent');
    expect(s.hints).toEqual([]);
  });

  test('ten characters with three classes is valid and strong', () => {
    const s = checkPasswordStrength('Tomatoes12');
    expect(s.valid).toBe(true);
    expect(s.level).toBe('strong');
  });

  test('two character classes are not enough and ask to mix types', () => {
    const s = checkPasswordStrength('tomatoesarered');
    expect(s.valid).toBe(false);
    expect(s.hints).toContain(PASSWORD_HINTS.uppercase);
    expect(s.hints.length).toBe(3);
    expect(['very weak', 'weak', 'fair']).toContain(s.level);
  });

  test('common passwords are refused in any case', () => {
    expect(isCommonPassword('PassWord123')).toBe(true);
    expect(isCommonPassword('qwerty')).toBe(true);
    const s = checkPasswordStrength('Password123');
    expect(s.valid).toBe(false);
    expect(s.hints[0]).toBe(PASSWORD_HINTS.common);
    expect(s.level).toBe('very weak');
  });

  test('a password containing the e-mail name or username is refused', () => {
    expect(containsPersonalInfo('MyJulia#2024x', { email: 'julia@example.com' })).toBe(true);
    expect(containsPersonalInfo('Basil&Thyme99', { email: 'julia@example.com', username: 'chef' })).toBe(
      false,
    );
    const s = checkPasswordStrength('Chefmaster#77', { username: 'chefmaster' });
    expect(s.valid).toBe(false);
    expect(s.hints).toContain(PASSWORD_HINTS.personal);
  });

  test('counts unicode letters and symbols as classes', () => {
    expect(countCharacterClasses('Ää1!')).toBe(4);
    expect(countCharacterClasses('abc')).toBe(1);
  });

  test('never shows more than three hints', () => {
    expect(checkPasswordStrength('a').hints.length).toBe(3);
  });
});
