foam.CLASS({
  package: 'foam.core.reflow.pivottest',
  name: 'PivotTestObject',
  properties: [
    {
      class: 'Long',
      name: 'id'
    },
    {
      class: 'String',
      name: 'a'
    },
    {
      class: 'String',
      name: 'b'
    },
    {
      class: 'String',
      name: 'c'
    },
    {
      class: 'String',
      name: 'd'
    },
    {
      class: 'String',
      name: 'e'
    }
  ]
});