import Foundation

/// Rotation in the plane about an anchor (`rotationEffect`).
nonisolated public struct _RotationEffect: GeometryEffect, Equatable, Sendable {
    public var angle: Angle
    public var anchor: UnitPoint
    public init(angle: Angle, anchor: UnitPoint = .center) {
        self.angle = angle
        self.anchor = anchor
    }
    public nonisolated var animatableData: AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(angle.animatableData, anchor.animatableData) }
        set {
            angle.animatableData = newValue.first
            anchor.animatableData = newValue.second
        }
    }
    public func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(rotationAngle: angle.radians)
            .about(anchor.point(in: CGRect(origin: .zero, size: size))))
    }
}

/// Scaling about an anchor (`scaleEffect`). A zero factor is replaced by a tiny one so the view stays invertible.
nonisolated public struct _ScaleEffect: GeometryEffect, Equatable, Sendable {
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(scale: CGSize, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public nonisolated var animatableData: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(scale.animatableData, anchor.animatableData) }
        set {
            scale.animatableData = newValue.first
            anchor.animatableData = newValue.second
        }
    }
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let tiny = (2 * CGFloat.leastNormalMagnitude).squareRoot()
        let sx = scale.width == 0 ? tiny : scale.width, sy = scale.height == 0 ? tiny : scale.height
        return ProjectionTransform(CGAffineTransform(scaleX: sx, y: sy)
            .about(anchor.point(in: CGRect(origin: .zero, size: size))))
    }
}

/// A fixed affine transform (`transformEffect`); not animated.
public struct _TransformEffect: GeometryEffect, Equatable {
    public var transform: CGAffineTransform
    public init(transform: CGAffineTransform) { self.transform = transform }
    public func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }
}

/// A projection applied after layout (`projectionEffect`): a 3-D transform such as `CATransform3D`'s, or a 2-D one.
public struct _ProjectionEffect: GeometryEffect, Equatable {
    public var transform: ProjectionTransform
    public init(transform: ProjectionTransform) { self.transform = transform }
    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

/// A translation after layout (`offset`): siblings do not move, the view and its descendants do.
nonisolated public struct _OffsetEffect: GeometryEffect, Equatable, Sendable {
    public var offset: CGSize
    public init(offset: CGSize) { self.offset = offset }
    public nonisolated var animatableData: CGSize.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }
    public func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: offset.width, y: offset.height))
    }
}

/// Rotation about an axis in 3-D, seen in perspective (`rotation3DEffect`, reference §7.5).
nonisolated public struct _Rotation3DEffect: GeometryEffect, Equatable, Sendable {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    public nonisolated static func == (a: Self, b: Self) -> Bool {
        a.angle == b.angle && a.axis == b.axis && a.anchor == b.anchor && a.anchorZ == b.anchorZ
            && a.perspective == b.perspective
    }

    public nonisolated var animatableData: AnimatablePair<Angle.AnimatableData,
        AnimatablePair<AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>,
            AnimatablePair<UnitPoint.AnimatableData, AnimatablePair<CGFloat, CGFloat>>>> {
        get {
            AnimatablePair(angle.animatableData,
                           AnimatablePair(AnimatablePair(axis.x, AnimatablePair(axis.y, axis.z)),
                                          AnimatablePair(anchor.animatableData, AnimatablePair(anchorZ, perspective))))
        }
        set {
            angle.animatableData = newValue.first
            axis = (newValue.second.first.first, newValue.second.first.second.first, newValue.second.first.second.second)
            anchor.animatableData = newValue.second.second.first
            anchorZ = newValue.second.second.second.first
            perspective = newValue.second.second.second.second
        }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, perspective != 0 else { return ProjectionTransform() }
        let distance = max(size.width, size.height) / perspective
        let a = (x: anchor.x * size.width, y: anchor.y * size.height, z: anchorZ)
        var projection = CATransform3DIdentity
        projection.m34 = distance == 0 ? 0 : -1 / distance
        let m = CATransform3DMakeTranslation(-a.x, -a.y, -a.z)
        let rotated = CATransform3DConcat(m, CATransform3DMakeRotation(angle.radians, axis.x, axis.y, axis.z))
        let perspectiveApplied = CATransform3DConcat(rotated, projection)
        return ProjectionTransform(CATransform3DConcat(perspectiveApplied, CATransform3DMakeTranslation(a.x, a.y, a.z)))
    }
}

extension View {
    /// Rotates the view's drawing about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }

    /// Scales the view's drawing about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Scales the view's drawing uniformly about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the view's drawing by separate factors about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Applies an affine transform to the view's drawing.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }

    /// Projects the view through `transform` after layout, about its top-leading corner (as `transformEffect`
    /// does with a 2-D transform): siblings do not move, and hit testing follows the projected view.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }

    /// Moves the view after layout.
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Moves the view after layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Rotates the view in 3-D about `axis`, in perspective.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}
