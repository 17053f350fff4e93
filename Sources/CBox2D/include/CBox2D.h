// A small C face for Box2D (C++), the rigid-body solver under UIKit Dynamics here: a world of bodies, boundaries and
// joints addressed by number, in Box2D's units (metres, kilograms, seconds); the caller converts from points.
// A world lives for one step: made from the state the caller keeps, stepped, read back, freed.
#ifndef CBOX2D_H
#define CBOX2D_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct CB2World CB2World;

/// Where a body is and how it moves.
typedef struct CB2BodyState {
    double x, y, angle;
    double velocityX, velocityY, spin;
} CB2BodyState;

/// A contact made in the step: the bodies (-1 for a boundary) and the boundary's number (-1 for none).
typedef struct CB2Contact {
    int bodyA, bodyB;
    int boundary;
    double x, y;
} CB2Contact;

/// A world with no gravity of its own (UIKit applies gravity per item).
CB2World *cb2_world_make(void);
void cb2_world_free(CB2World *world);
/// Advances the world `seconds`; the contacts it made are listed afterwards.
void cb2_world_step(CB2World *world, double seconds);
int cb2_world_contact_count(const CB2World *world);
CB2Contact cb2_world_contact(const CB2World *world, int index);

/// A dynamic body: a box `width` × `height` (or an ellipse) at (x, y) turned `angle`; returns its number.
int cb2_body_make(CB2World *world, double x, double y, double angle, double width, double height, int ellipse);
/// Density (kg/m²), friction, elasticity, linear and angular damping, whether it turns, whether it is anchored.
void cb2_body_set_material(
    CB2World *world, int body, double density, double friction, double restitution, double linearDamping,
    double angularDamping, int turns, int anchored);
/// Adds collision behaviours whose items it meets (bit k: behaviour k) and whose boundaries it meets.
void cb2_body_add_collisions(CB2World *world, int body, unsigned long long items, unsigned long long boundaries);
CB2BodyState cb2_body_state(const CB2World *world, int body);
void cb2_body_set_state(CB2World *world, int body, CB2BodyState state);
double cb2_body_mass(const CB2World *world, int body);
void cb2_body_apply_force(CB2World *world, int body, double fx, double fy, double atX, double atY);
void cb2_body_apply_impulse(CB2World *world, int body, double ix, double iy, double atX, double atY);
// Changes the body's spin by `spin` radians a second, through an angular impulse: a body that may not rotate keeps its own.
void cb2_body_add_spin(CB2World *world, int body, double spin);

/// A boundary of collision behaviour `owner`: points added one by one, closed into a loop or left open.
int cb2_boundary_begin(CB2World *world, int owner);
void cb2_boundary_add_point(CB2World *world, double x, double y);
void cb2_boundary_end(CB2World *world, int loop);

/// A joint holding body `a`'s point (ax, ay) at `length` from body `b`'s point (bx, by), or from that point in the
/// world when `b` is -1; a spring when `frequency` > 0, a rod otherwise.
void cb2_distance_joint_make(
    CB2World *world, int a, double ax, double ay, int b, double bx, double by, double length, double frequency,
    double dampingRatio);
/// Pulls body `a`'s centre to (x, y) as a spring of `frequency` and `dampingRatio`.
void cb2_target_joint_make(CB2World *world, int a, double x, double y, double frequency, double dampingRatio);

#ifdef __cplusplus
}
#endif

#endif
