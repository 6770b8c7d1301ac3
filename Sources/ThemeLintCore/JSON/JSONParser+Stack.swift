extension JSONParser {
    /// A stack that hands its top elements over to a new array by moving them, so finishing a
    /// container neither retains nor releases its children (an `Array` would copy them out and
    /// then destroy the originals).
    struct MoveStack<Element>: ~Copyable {
        fileprivate var base: UnsafeMutablePointer<Element>
        private var capacity: Int
        /// The number of elements on the stack.
        private(set) var count = 0

        init(initialCapacity: Int = 64) {
            capacity = max(initialCapacity, 1)
            base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
        }

        /// Pushes `element`.
        @inline(__always)
        mutating func push(_ element: consuming Element) {
            if count == capacity {
                grow()
            }
            (base + count).initialize(to: element)
            count &+= 1
        }

        private mutating func grow() {
            let newCapacity = capacity * 2
            let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }

        /// A copy of the element at `index` (which must be below `count`).
        func element(at index: Int) -> Element {
            base[index]
        }

        /// Removes the elements from `start` to the top.
        @inline(__always)
        mutating func removeAll(from start: Int) {
            guard count > start else { return }
            (base + start).deinitialize(count: count &- start)
            count = start
        }

        /// Removes the elements from `start` to the top and returns them, in order, as an array.
        ///
        /// Reserves and appends rather than `Array(unsafeUninitializedCapacity:)`, which looks
        /// up the array storage's generic metadata on every call: in a file of 100,000 small
        /// objects that look-up cost more than moving the elements.
        mutating func popArray(from start: Int) -> [Element] {
            let end = count
            guard end > start else { return [] }
            count = start
            if end &- start == 1 {
                // One element (every role object of a scheme file): an array literal
                // allocates its storage directly, without the growth path that
                // `reserveCapacity` takes.
                return [(base + start).move()]
            }
            var array: [Element] = []
            array.reserveCapacity(end &- start)
            for index in start..<end {
                array.append((base + index).move())
            }
            return array
        }
    }
}

extension JSONParser.MoveStack where Element == JSONMember {
    /// Stores the value of the top member (pushed with a placeholder when its key was read).
    @inline(__always)
    mutating func setValueOfLast(_ value: consuming JSONNode) {
        base[count &- 1].value = value
    }
}
