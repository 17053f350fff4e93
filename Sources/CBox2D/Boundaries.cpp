// Boundaries (static edges) and joints (rods, springs, snaps) in a CBox2D world.
#include "World.hpp"

using namespace cbox2d;

extern "C" {

int cb2_boundary_begin(CB2World *world, int owner) {
    world->pending.clear();
    world->pendingOwner = owner;
    return static_cast<int>(world->boundaries.size());
}

void cb2_boundary_add_point(CB2World *world, double x, double y) {
    b2Vec2 point(static_cast<float>(x), static_cast<float>(y));
    // Box2D refuses points closer than its slop: such a point adds nothing to a boundary.
    if (!world->pending.empty() && b2DistanceSquared(world->pending.back(), point) <= b2_linearSlop * b2_linearSlop) return;
    world->pending.push_back(point);
}

void cb2_boundary_end(CB2World *world, int loop) {
    std::vector<b2Vec2> &points = world->pending;
    if (loop && points.size() > 2 && b2DistanceSquared(points.front(), points.back()) > b2_linearSlop * b2_linearSlop) {
        points.push_back(points.front());
    }
    b2BodyDef definition;
    b2Body *body = world->world.CreateBody(&definition);
    int number = static_cast<int>(world->boundaries.size());
    world->boundaries.push_back(Boundary{world->pendingOwner});
    // Two-sided edges, one a segment: a chain's edges are one-sided in Box2D, and a boundary stops items either side.
    for (size_t index = 1; index < points.size(); index++) {
        b2EdgeShape edge;
        edge.SetTwoSided(points[index - 1], points[index]);
        b2FixtureDef fixture;
        fixture.userData.pointer = static_cast<uintptr_t>(boundaryTag(number));
        fixture.shape = &edge;
        body->CreateFixture(&fixture);
    }
}

void cb2_distance_joint_make(
    CB2World *world, int a, double ax, double ay, int b, double bx, double by, double length, double frequency,
    double dampingRatio) {
    b2Body *bodyA = world->bodies[static_cast<size_t>(a)].body, *bodyB;
    if (b < 0) {
        b2BodyDef ground;
        ground.position.Set(static_cast<float>(bx), static_cast<float>(by));
        bodyB = world->world.CreateBody(&ground);
    } else {
        bodyB = world->bodies[static_cast<size_t>(b)].body;
    }
    b2DistanceJointDef definition;
    definition.Initialize(
        bodyA, bodyB, b2Vec2(static_cast<float>(ax), static_cast<float>(ay)), b2Vec2(static_cast<float>(bx), static_cast<float>(by)));
    definition.length = static_cast<float>(length);
    if (frequency > 0) {
        b2LinearStiffness(
            definition.stiffness, definition.damping, static_cast<float>(frequency), static_cast<float>(dampingRatio), bodyA, bodyB);
        definition.minLength = 0;
        definition.maxLength = FLT_MAX;
    } else {
        definition.minLength = definition.maxLength = definition.length;
    }
    definition.collideConnected = true;
    world->world.CreateJoint(&definition);
}

void cb2_target_joint_make(CB2World *world, int a, double x, double y, double frequency, double dampingRatio) {
    b2BodyDef groundDefinition;
    b2Body *ground = world->world.CreateBody(&groundDefinition), *body = world->bodies[static_cast<size_t>(a)].body;
    b2MouseJointDef definition;
    definition.bodyA = ground;
    definition.bodyB = body;
    // The joint holds the body at the point its target starts on: the centre, then moved to (x, y).
    definition.target = body->GetPosition();
    // Strong enough for any item: the spring's own stiffness is what limits the pull.
    definition.maxForce = 1000 * body->GetMass() * 10;
    b2LinearStiffness(definition.stiffness, definition.damping, static_cast<float>(frequency), static_cast<float>(dampingRatio), ground, body);
    b2MouseJoint *joint = static_cast<b2MouseJoint *>(world->world.CreateJoint(&definition));
    joint->SetTarget(b2Vec2(static_cast<float>(x), static_cast<float>(y)));
}

}  // extern "C"
