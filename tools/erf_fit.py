"""Fits the two polynomials of simd's f32 erf (kernels/simd/sy_simd_vec.h,
vd_erf_f32) and prints them as C hex floats with their errors.

|x| < 1: erf(x) = x * P(x^2), P(u) = 2 / sqrt(pi) + u * R(u), R of degree 7
fitted to the Taylor series of (erf(x) / x - 2 / sqrt(pi)) / x^2 (so the
leading coefficient is exactly the double nearest 2 / sqrt(pi), which keeps
subnormal results correctly rounded); 1 <= |x| <= 4: Q((|x| - 2.5) / 1.5) of
degree 18 fitted to math.erf. Both are Chebyshev least-squares fits on
Chebyshev nodes, converted to monomial form and evaluated by Horner's rule
in double, as the kernel does. Run with a Python that has NumPy.
"""
import math

import numpy as np
from numpy.polynomial import chebyshev as cheb
from numpy.polynomial import polynomial as poly

C0 = 2.0 / math.sqrt(math.pi)


def r_series(u: np.ndarray) -> np.ndarray:
    """(erf(sqrt u) / sqrt u - C0) / u from erf's Taylor series."""
    total = np.zeros_like(u)
    for k in range(30, 0, -1):
        total = total * u + (-1.0) ** k / (math.factorial(k) * (2 * k + 1))
    return C0 * total


def fit(f, a: float, b: float, deg: int) -> np.ndarray:
    """Monomial coefficients in t = (x - (a + b) / 2) / ((b - a) / 2)."""
    n = 4000
    t = np.cos(np.pi * (np.arange(n) + 0.5) / n)
    x = (a + b) / 2 + (b - a) / 2 * t
    return np.asarray(cheb.cheb2poly(cheb.chebfit(t, f(x), deg)))


def in_x(p: np.ndarray, a: float, b: float) -> np.ndarray:
    """p(t) rewritten as a polynomial in x."""
    m, h = (a + b) / 2, (b - a) / 2
    out = np.zeros(1)
    for k, c in enumerate(p):
        out = poly.polyadd(out, c * poly.polypow([-m / h, 1 / h], k))
    return np.asarray(out)


def horner(coefs: np.ndarray, x: np.ndarray) -> np.ndarray:
    acc = np.zeros_like(x)
    for c in coefs[::-1]:
        acc = acc * x + c
    return acc


def main() -> None:
    erf = np.vectorize(math.erf)
    r = in_x(fit(r_series, 0.0, 1.0, 7), 0.0, 1.0)
    p: np.ndarray = np.concatenate((np.array([C0]), r))
    x = np.linspace(0.0, 1.0, 200001)[1:]
    rel = np.max(np.abs(x * horner(p, x * x) - erf(x)) / erf(x))
    print(f"P (|x| < 1, in x^2), relative error {rel:.2g}:")
    print(" ".join(float(c).hex() for c in p))
    q = fit(erf, 1.0, 4.0, 18)
    x = np.linspace(1.0, 4.0, 300001)
    err = np.max(np.abs(horner(q, (x - 2.5) / 1.5) - erf(x)))
    print(f"Q (1 <= |x| <= 4, in (|x| - 2.5) / 1.5), absolute error {err:.2g}:")
    print(" ".join(float(c).hex() for c in q))


if __name__ == "__main__":
    main()
