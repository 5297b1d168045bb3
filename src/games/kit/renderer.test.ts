import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer, resolveRenderer } from './renderer';

describe('renderer choice', () => {
  const swiftshader =
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)';

  it('recognises software WebGL', () => {
    expect(isSoftwareRenderer(swiftshader)).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (Intel, Mesa Intel(R) UHD Graphics 620)')).toBe(false);
    expect(isSoftwareRenderer(null)).toBe(false);
  });

  it('uses WebGL on a real GPU, Canvas on software WebGL or without WebGL, and obeys a forced choice', () => {
    expect(resolveRenderer('auto', 'ANGLE (NVIDIA GeForce)', true)).toBe('webgl');
    expect(resolveRenderer('auto', swiftshader, true)).toBe('canvas');
    expect(resolveRenderer('auto', null, false)).toBe('canvas');
    expect(resolveRenderer('webgl', swiftshader, true)).toBe('webgl');
    expect(resolveRenderer('webgl', null, false)).toBe('canvas');
    expect(resolveRenderer('canvas', 'ANGLE (NVIDIA GeForce)', true)).toBe('canvas');
  });
});
